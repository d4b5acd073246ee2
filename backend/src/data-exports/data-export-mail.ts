import { type Language } from 'src/common/i18n/language';
import { linkMail } from 'src/mail/link-mail';
import { type MailToSend } from 'src/mail/mail.service';

export interface DataExportMailFacts {
  to: string;
  firstName: string;
  language: Language;
  link: string;
  validDays: number;
}

const WORDING = {
  sv: {
    subject: 'Dina uppgifter från Sinnro är klara att hämta',
    greeting: (name: string) => `Hej ${name}!`,
    body: (days: number) =>
      `Du eller din vårdgivare har bett om en kopia av dina uppgifter i Sinnro. Kopian är klar. Logga in med ditt konto för att hämta den: länken gäller i ${days} dagar och kan användas en gång.`,
    action: 'Hämta mina uppgifter',
    ignore:
      'Om du inte väntade dig detta: hämta inte filen och kontakta Sinnros support. Ingen annan än du kan hämta den.',
    signature: 'Hälsningar, Sinnro',
  },
  en: {
    subject: 'Your data from Sinnro is ready to download',
    greeting: (name: string) => `Hi ${name},`,
    body: (days: number) =>
      `You or your care provider asked for a copy of your data in Sinnro. The copy is ready. Log in with your account to download it: the link is valid for ${days} days and can be used once.`,
    action: 'Download my data',
    ignore:
      'If you did not expect this, do not download the file and contact Sinnro support. Nobody but you can download it.',
    signature: 'Best regards, Sinnro',
  },
} as const satisfies Record<Language, unknown>;

/**
 * The mail with the export's single-use link. It says only that a copy is ready: no health data,
 * no file attached (a notification carries no sensitive content).
 */
export function dataExportReadyMail(facts: DataExportMailFacts): MailToSend {
  const wording = WORDING[facts.language];
  return linkMail({
    to: facts.to,
    subject: wording.subject,
    greeting: wording.greeting(facts.firstName),
    body: wording.body(facts.validDays),
    action: wording.action,
    link: facts.link,
    ignore: wording.ignore,
    signature: wording.signature,
  });
}
