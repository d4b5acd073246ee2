import { LANGUAGES, type Language } from 'src/common/i18n/language';
import { linkMail } from 'src/mail/link-mail';
import { type MailToSend } from 'src/mail/mail.service';

interface Wording {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  ignore: string;
  signature: string;
}

/** No sender, no text, nothing of the treatment: only that a message waits. */
const WORDING: Record<Language, Wording> = {
  sv: {
    subject: 'Du har ett nytt meddelande på Sinnro',
    greeting: 'Hej!',
    body: 'Du har fått ett nytt meddelande på Sinnro. Logga in för att läsa det.',
    action: 'Läs meddelandet',
    ignore: 'Du får det här meddelandet eftersom du har ett konto på Sinnro.',
    signature: 'Hälsningar, Sinnro',
  },
  en: {
    subject: 'You have a new message on Sinnro',
    greeting: 'Hi,',
    body: 'You have received a new message on Sinnro. Log in to read it.',
    action: 'Read the message',
    ignore: 'You receive this message because you have an account on Sinnro.',
    signature: 'Best regards, Sinnro',
  },
};

/** The page where the recipient's role reads messages. */
export function messagesLink(
  role: string,
  urls: { clientWebUrl: string; consoleUrl: string },
): string {
  const base = (url: string) => url.replace(/\/+$/, '');
  if (role === 'client') return `${base(urls.clientWebUrl)}/client/messages`;
  if (role === 'therapist-premium') return `${base(urls.clientWebUrl)}/clients/messages`;
  if (role === 'hc' || role === 'admin') return `${base(urls.consoleUrl)}/admin/messages/list`;
  return `${base(urls.clientWebUrl)}/messages`;
}

export function offlineNoticeMail(to: string, language: string, link: string): MailToSend {
  const lang: Language = LANGUAGES.find((known) => known === language) ?? 'sv';
  return linkMail({ to, link, ...WORDING[lang] });
}
