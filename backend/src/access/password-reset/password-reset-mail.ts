import { type Language } from 'src/common/i18n/language';
import { linkMail } from 'src/mail/link-mail';
import { type MailToSend } from 'src/mail/mail.service';

export interface PasswordResetMailFacts {
  to: string;
  firstName: string;
  language: Language;
  /** The full link to client-web's reset page, token included. */
  link: string;
  validMinutes: number;
}

interface Wording {
  subject: string;
  greeting: (firstName: string) => string;
  body: (validMinutes: number) => string;
  action: string;
  ignore: string;
  signature: string;
}

const WORDING: Record<Language, Wording> = {
  sv: {
    subject: 'Återställ ditt lösenord för Sinnro',
    greeting: (firstName) => `Hej ${firstName}!`,
    body: (minutes) =>
      `Vi har fått en begäran om att återställa lösenordet för ditt konto. Länken gäller i ${minutes} minuter och kan användas en gång.`,
    action: 'Välj ett nytt lösenord',
    ignore:
      'Om det inte var du som bad om detta kan du bortse från meddelandet. Ditt lösenord ändras inte.',
    signature: 'Hälsningar, Sinnro',
  },
  en: {
    subject: 'Reset your Sinnro password',
    greeting: (firstName) => `Hi ${firstName},`,
    body: (minutes) =>
      `We received a request to reset the password of your account. The link is valid for ${minutes} minutes and can be used once.`,
    action: 'Choose a new password',
    ignore:
      'If you did not ask for this, you can ignore this message. Your password stays unchanged.',
    signature: 'Best regards, Sinnro',
  },
};

/** The reset mail in the user's language, as plain text and HTML. */
export function passwordResetMail(facts: PasswordResetMailFacts): MailToSend {
  const wording = WORDING[facts.language];
  return linkMail({
    to: facts.to,
    subject: wording.subject,
    greeting: wording.greeting(facts.firstName),
    body: wording.body(facts.validMinutes),
    action: wording.action,
    link: facts.link,
    ignore: wording.ignore,
    signature: wording.signature,
  });
}
