import { type Language } from 'src/common/i18n/language';
import { linkMail } from 'src/mail/link-mail';
import { type MailToSend } from 'src/mail/mail.service';

export interface InvitationMailFacts {
  to: string;
  firstName: string;
  language: Language;
  /** The company the invitee joins, if any. */
  companyName: string | null;
  /** The full link to client-web's invite page, token included. */
  link: string;
  validDays: number;
}

interface Wording {
  subject: string;
  greeting: (firstName: string) => string;
  body: (companyName: string | null, validDays: number) => string;
  action: string;
  ignore: string;
  signature: string;
}

const WORDING: Record<Language, Wording> = {
  sv: {
    subject: 'Du är inbjuden till Sinnro',
    greeting: (firstName) => `Hej ${firstName}!`,
    body: (company, days) =>
      `${company ? `${company} har bjudit in dig` : 'Du har bjudits in'} till Sinnro. ` +
      `Välj ett lösenord för att aktivera ditt konto. Länken gäller i ${days} dagar och kan användas en gång.`,
    action: 'Aktivera ditt konto',
    ignore: 'Om du inte väntade dig den här inbjudan kan du bortse från meddelandet.',
    signature: 'Hälsningar, Sinnro',
  },
  en: {
    subject: 'You are invited to Sinnro',
    greeting: (firstName) => `Hi ${firstName},`,
    body: (company, days) =>
      `${company ? `${company} has invited you` : 'You have been invited'} to Sinnro. ` +
      `Choose a password to activate your account. The link is valid for ${days} days and can be used once.`,
    action: 'Activate your account',
    ignore: 'If you did not expect this invitation, you can ignore this message.',
    signature: 'Best regards, Sinnro',
  },
};

/** The invitation mail in the invitee's language, as plain text and HTML. */
export function invitationMail(facts: InvitationMailFacts): MailToSend {
  const wording = WORDING[facts.language];
  return linkMail({
    to: facts.to,
    subject: wording.subject,
    greeting: wording.greeting(facts.firstName),
    body: wording.body(facts.companyName, facts.validDays),
    action: wording.action,
    link: facts.link,
    ignore: wording.ignore,
    signature: wording.signature,
  });
}
