import { type Language } from 'src/common/i18n/language';
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
  const greeting = wording.greeting(facts.firstName);
  const body = wording.body(facts.companyName, facts.validDays);
  const text = [
    greeting,
    '',
    body,
    '',
    `${wording.action}: ${facts.link}`,
    '',
    wording.ignore,
    '',
    wording.signature,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(facts.link)}">${escapeHtml(wording.action)}</a></p>`,
    `<p>${escapeHtml(wording.ignore)}</p>`,
    `<p>${escapeHtml(wording.signature)}</p>`,
  ].join('\n');
  return { to: facts.to, subject: wording.subject, text, html };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
