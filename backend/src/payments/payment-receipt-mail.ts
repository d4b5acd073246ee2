import { type Language } from 'src/common/i18n/language';
import { type MailToSend } from 'src/mail/mail.service';
import { stockholmDay } from 'src/reminders/stockholm-time';

export interface PaymentReceiptFacts {
  to: string;
  firstName: string;
  language: Language;
  planName: string;
  amountMinor: number;
  paidAt: Date;
  paymentId: string;
}

const WORDING = {
  sv: {
    subject: 'Kvitto på ditt köp hos Sinnro',
    greeting: (name: string) => `Hej ${name}!`,
    body: 'Tack för ditt köp. Här är ditt kvitto.',
    plan: 'Köpt',
    amount: 'Belopp',
    date: 'Datum',
    id: 'Betalnings-id',
    signature: 'Hälsningar, Sinnro',
  },
  en: {
    subject: 'Receipt for your purchase from Sinnro',
    greeting: (name: string) => `Hi ${name},`,
    body: 'Thank you for your purchase. Here is your receipt.',
    plan: 'Purchased',
    amount: 'Amount',
    date: 'Date',
    id: 'Payment id',
    signature: 'Best regards, Sinnro',
  },
} as const satisfies Record<Language, unknown>;

/** Whole öre as kronor: "1 499,00 kr" in Swedish, "SEK 1,499.00" in English. */
export function formatKronor(amountMinor: number, language: Language): string {
  const kronor = amountMinor / 100;
  if (language === 'en') {
    const figure = kronor.toLocaleString('en-GB', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return `SEK ${figure}`;
  }
  // Swedish groups thousands with a space (sv-SE uses a narrow no-break space: plain for mail).
  const figure = kronor
    .toLocaleString('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .replace(/[\u00a0\u202f]/g, ' ');
  return `${figure} kr`;
}

/**
 * The receipt of a paid record: the plan's name, the amount, the Stockholm day and the record's
 * id. Nothing about the client's health or treatment beyond the name of what they bought.
 */
export function paymentReceiptMail(facts: PaymentReceiptFacts): MailToSend {
  const wording = WORDING[facts.language];
  const text = [
    wording.greeting(facts.firstName),
    '',
    wording.body,
    '',
    `${wording.plan}: ${facts.planName}`,
    `${wording.amount}: ${formatKronor(facts.amountMinor, facts.language)}`,
    `${wording.date}: ${stockholmDay(facts.paidAt)}`,
    `${wording.id}: ${facts.paymentId}`,
    '',
    wording.signature,
  ].join('\n');
  return { to: facts.to, subject: wording.subject, text };
}
