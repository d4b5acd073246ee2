import { type MailToSend } from './mail.service';

/** The parts of a mail that asks the reader to follow one link (already in their language). */
export interface LinkMailParts {
  to: string;
  subject: string;
  greeting: string;
  body: string;
  /** The link's label, e.g. "Reset your password". */
  action: string;
  link: string;
  /** What to do if the mail was not expected. */
  ignore: string;
  signature: string;
}

/** A one-link mail as plain text and HTML (every part escaped in the HTML). */
export function linkMail(parts: LinkMailParts): MailToSend {
  const text = [
    parts.greeting,
    '',
    parts.body,
    '',
    `${parts.action}: ${parts.link}`,
    '',
    parts.ignore,
    '',
    parts.signature,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(parts.greeting)}</p>`,
    `<p>${escapeHtml(parts.body)}</p>`,
    `<p><a href="${escapeHtml(parts.link)}">${escapeHtml(parts.action)}</a></p>`,
    `<p>${escapeHtml(parts.ignore)}</p>`,
    `<p>${escapeHtml(parts.signature)}</p>`,
  ].join('\n');
  return { to: parts.to, subject: parts.subject, text, html };
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
