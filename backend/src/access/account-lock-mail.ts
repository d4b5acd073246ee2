import { type Language } from 'src/common/i18n/language';
import { linkMail } from 'src/mail/link-mail';
import { type MailToSend } from 'src/mail/mail.service';

export interface AccountLockMailFacts {
  to: string;
  firstName: string;
  language: Language;
  /** How long the lock lasts. */
  minutes: number;
  /** client-web's "forgot password" page (no token: the owner asks for a reset link there). */
  resetLink: string;
}

interface Wording {
  subject: string;
  greeting: (firstName: string) => string;
  body: (minutes: number) => string;
  action: string;
  ignore: string;
  signature: string;
}

const WORDING: Record<Language, Wording> = {
  sv: {
    subject: 'Inloggningen med lösenord till ditt Sinnro-konto är tillfälligt låst',
    greeting: (firstName) => `Hej ${firstName}!`,
    body: (minutes) =>
      `Många försök att logga in på ditt konto med fel lösenord har gjorts. Inloggning med lösenord är därför låst i ${minutes} minuter. Du kan logga in med e-legitimation eller återställa lösenordet när som helst; då hävs låset direkt.`,
    action: 'Återställ lösenordet',
    ignore:
      'Om det var du som skrev fel lösenord behöver du inte göra något mer. Om det inte var du, välj gärna ett nytt lösenord.',
    signature: 'Hälsningar, Sinnro',
  },
  en: {
    subject: 'Password login to your Sinnro account is locked for a while',
    greeting: (firstName) => `Hi ${firstName},`,
    body: (minutes) =>
      `Many attempts were made to log in to your account with a wrong password, so password login is locked for ${minutes} minutes. You can log in with e-ID or reset your password at any time; that lifts the lock at once.`,
    action: 'Reset your password',
    ignore:
      'If it was you who mistyped the password, there is nothing more to do. If it was not you, consider choosing a new password.',
    signature: 'Best regards, Sinnro',
  },
};

/**
 * The mail telling an account's owner that password login was locked: how long, and the ways out.
 * Nothing else (no address, no count, no time of the attempts).
 */
export function accountLockMail(facts: AccountLockMailFacts): MailToSend {
  const wording = WORDING[facts.language];
  return linkMail({
    to: facts.to,
    subject: wording.subject,
    greeting: wording.greeting(facts.firstName),
    body: wording.body(facts.minutes),
    action: wording.action,
    link: facts.resetLink,
    ignore: wording.ignore,
    signature: wording.signature,
  });
}
