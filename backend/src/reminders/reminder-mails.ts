import { LANGUAGES, type Language } from 'src/common/i18n/language';
import { linkMail } from 'src/mail/link-mail';

/** One stored mail's texts, without recipient: the scans copy them per recipient in SQL. */
export interface MailVariant {
  lang: Language;
  /** Who the link is for: a client (client-web), a clinic admin (client-web) or a platform admin. */
  audience: 'client' | 'clinic' | 'platform';
  subject: string;
  text: string;
  html: string;
}

interface Wording {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  ignore: string;
  signature: string;
}

/**
 * The reminder: no health content at all (no program, module or assessment names, nothing about
 * why), only that something waits on the platform, with a link. Anyone may read a mailbox.
 */
const REMINDER: Record<Language, Wording> = {
  sv: {
    subject: 'Du har något som väntar på Sinnro',
    greeting: 'Hej!',
    body: 'Det finns något som väntar på dig på Sinnro. Logga in för att se vad.',
    action: 'Öppna Sinnro',
    ignore: 'Du får det här meddelandet eftersom du har ett konto på Sinnro.',
    signature: 'Hälsningar, Sinnro',
  },
  en: {
    subject: 'You have something waiting on Sinnro',
    greeting: 'Hi,',
    body: 'There is something waiting for you on Sinnro. Log in to see what it is.',
    action: 'Open Sinnro',
    ignore: 'You receive this message because you have an account on Sinnro.',
    signature: 'Best regards, Sinnro',
  },
};

/**
 * The escalation of an unacknowledged risk flag to admins: no client, no answers, no specialist;
 * only that a high-priority notification has waited over 24 hours, with a link to sign in.
 */
const ESCALATION: Record<Language, Wording> = {
  sv: {
    subject: 'En notis med hög prioritet har inte kvitterats',
    greeting: 'Hej!',
    body:
      'En notis med hög prioritet till en behandlare har inte kvitterats på över 24 timmar. ' +
      'Logga in och se till att den tas om hand.',
    action: 'Öppna riskflaggan',
    ignore: 'Du får det här meddelandet eftersom du är administratör på Sinnro.',
    signature: 'Hälsningar, Sinnro',
  },
  en: {
    subject: 'A high-priority notification has not been acknowledged',
    greeting: 'Hi,',
    body:
      'A high-priority notification to a specialist has not been acknowledged for over 24 ' +
      'hours. Please log in and make sure it is taken care of.',
    action: 'Open the risk flag',
    ignore: 'You receive this message because you are an administrator on Sinnro.',
    signature: 'Best regards, Sinnro',
  },
};

function variant(
  wording: Wording,
  lang: Language,
  audience: MailVariant['audience'],
  link: string,
): MailVariant {
  const mail = linkMail({ to: '', link, ...wording });
  return { lang, audience, subject: mail.subject, text: mail.text, html: mail.html ?? '' };
}

const base = (url: string) => url.replace(/\/+$/, '');

/** The reminder in each language, linking to the client's dashboard. */
export function reminderVariants(clientWebUrl: string): MailVariant[] {
  return LANGUAGES.map((lang) =>
    variant(REMINDER[lang], lang, 'client', `${base(clientWebUrl)}/client/dashboard`),
  );
}

/** Stands for the flag's id in an escalation's link; replaced per flag when the mail is stored. */
export const RISK_FLAG_ID_TOKEN = 'RISKFLAGID';

/**
 * The escalation in each language, linking to the flag's own screen (its id only, no content):
 * clinic admins in client-web, platform admins in the console. The link holds
 * RISK_FLAG_ID_TOKEN, which the escalation replaces with the flag's id.
 */
export function escalationVariants(clientWebUrl: string, consoleUrl: string): MailVariant[] {
  const path = `/risk-flags/${RISK_FLAG_ID_TOKEN}`;
  return LANGUAGES.flatMap((lang) => [
    variant(ESCALATION[lang], lang, 'clinic', `${base(clientWebUrl)}${path}`),
    variant(ESCALATION[lang], lang, 'platform', `${base(consoleUrl)}${path}`),
  ]);
}
