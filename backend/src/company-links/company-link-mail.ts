import { type Language } from 'src/common/i18n/language';
import { linkMail } from 'src/mail/link-mail';
import { type MailToSend } from 'src/mail/mail.service';

export interface CompanyLinkMailFacts {
  to: string;
  firstName: string;
  language: Language;
  companyName: string;
  link: string;
  validHours: number;
}

const WORDING = {
  sv: {
    subject: 'Bekräfta din jobbadress i Sinnro',
    greeting: (name: string) => `Hej ${name}!`,
    body: (company: string, hours: number) =>
      `Bekräfta att det här är din e-postadress hos ${company} för att kopplas till företaget i Sinnro. Länken gäller i ${hours} timmar och kan användas en gång.`,
    action: 'Bekräfta e-postadressen',
    ignore: 'Om det inte var du som bad om detta kan du bortse från meddelandet.',
    signature: 'Hälsningar, Sinnro',
  },
  en: {
    subject: 'Confirm your work e-mail in Sinnro',
    greeting: (name: string) => `Hi ${name},`,
    body: (company: string, hours: number) =>
      `Confirm that this is your e-mail at ${company} to be linked to the company in Sinnro. The link is valid for ${hours} hours and can be used once.`,
    action: 'Confirm the e-mail',
    ignore: 'If you did not ask for this, you can ignore this message.',
    signature: 'Best regards, Sinnro',
  },
} as const satisfies Record<Language, unknown>;

/** The confirmation mail of a company e-mail link, in the user's language. */
export function companyLinkMail(facts: CompanyLinkMailFacts): MailToSend {
  const wording = WORDING[facts.language];
  return linkMail({
    to: facts.to,
    subject: wording.subject,
    greeting: wording.greeting(facts.firstName),
    body: wording.body(facts.companyName, facts.validHours),
    action: wording.action,
    link: facts.link,
    ignore: wording.ignore,
    signature: wording.signature,
  });
}
