import { type PersonalNumberProblem } from '../personal-number';
import { TEST_PERSONS } from './test-persons';

export type PageLanguage = 'sv' | 'en';

const TEXTS = {
  sv: {
    title: 'Testinloggning med e-legitimation',
    lead: 'Sinnros inbyggda utvecklingsutfärdare. Ingen riktig e-legitimation används.',
    label: 'Personnummer (12 siffror, ÅÅÅÅMMDDNNNN)',
    submit: 'Logga in',
    cancel: 'Avbryt',
    format: 'Personnumret ska ha 12 siffror (ÅÅÅÅMMDDNNNN).',
    checkDigit: 'Ogiltigt personnummer: kontrollsiffran stämmer inte.',
    testPersons: 'Testpersoner',
    protectedIdentity: 'skyddad identitet',
    otherLanguage: 'English',
    errorTitle: 'Inloggningen kunde inte slutföras',
    sessionGone: 'Inloggningen har gått ut eller finns inte. Börja om från appen.',
    issuerError: 'Utfärdaren kunde inte behandla begäran.',
  },
  en: {
    title: 'Test login with e-ID',
    lead: "Sinnro's embedded development issuer. No real e-ID is used.",
    label: 'Personal identity number (12 digits, YYYYMMDDNNNN)',
    submit: 'Log in',
    cancel: 'Cancel',
    format: 'The personal identity number must have 12 digits (YYYYMMDDNNNN).',
    checkDigit: 'Invalid personal identity number: the check digit is wrong.',
    testPersons: 'Test persons',
    protectedIdentity: 'protected identity',
    otherLanguage: 'Svenska',
    errorTitle: 'The login could not be completed',
    sessionGone: 'The login has expired or does not exist. Please start again from the app.',
    issuerError: 'The issuer could not handle the request.',
  },
} as const;

const STYLE =
  'body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;padding:2rem 1rem}' +
  'main{max-width:28rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem 2rem;' +
  'box-shadow:0 1px 3px rgba(0,0,0,.15)}label{display:block;font-weight:600;margin:1rem 0 .25rem}' +
  'input[type=text]{width:100%;box-sizing:border-box;font-size:1.1rem;padding:.5rem}' +
  '.error{color:#b00020;margin:.5rem 0}.actions{display:flex;gap:.5rem;margin-top:1rem}' +
  'button{font-size:1rem;padding:.5rem 1rem}nav{text-align:right}table{margin-top:1rem;' +
  'border-collapse:collapse;font-size:.9rem}td{padding:.15rem .75rem .15rem 0}';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function page(language: PageLanguage, title: string, content: string): string {
  return (
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${content}</main></body></html>`
  );
}

export interface LoginPageOptions {
  language: PageLanguage;
  /** Where the form posts (the interaction's own address). */
  action: string;
  /** What the tester typed, shown again after an error. */
  value?: string;
  problem?: PersonalNumberProblem;
}

/** The page where a tester "signs in" with a personal identity number. */
export function renderLoginPage({ language, action, value = '', problem }: LoginPageOptions) {
  const text = TEXTS[language];
  const other: PageLanguage = language === 'sv' ? 'en' : 'sv';
  const persons = TEST_PERSONS.map(
    (person) =>
      `<tr><td><code>${person.personalNumber}</code></td>` +
      `<td>${escapeHtml(`${person.givenName} ${person.familyName}`)}` +
      `${person.protectedIdentity ? ` (${text.protectedIdentity})` : ''}</td></tr>`,
  ).join('');
  const error = problem
    ? `<p class="error" role="alert" id="personal-number-error">${text[problem]}</p>`
    : '';
  return page(
    language,
    text.title,
    `<nav><a href="${escapeHtml(action)}?lang=${other}" lang="${other}">${text.otherLanguage}</a></nav>` +
      `<h1>${text.title}</h1><p>${text.lead}</p>` +
      `<form method="post" action="${escapeHtml(action)}">` +
      `<input type="hidden" name="lang" value="${language}">` +
      `<label for="personal_number">${text.label}</label>` +
      `<input type="text" id="personal_number" name="personal_number" inputmode="numeric" ` +
      `autocomplete="off" autofocus value="${escapeHtml(value)}"` +
      `${problem ? ' aria-invalid="true" aria-describedby="personal-number-error"' : ''}>` +
      error +
      `<div class="actions"><button type="submit" name="action" value="login">${text.submit}</button>` +
      `<button type="submit" name="action" value="cancel" formnovalidate>${text.cancel}</button></div>` +
      `</form><h2>${text.testPersons}</h2><table>${persons}</table>`,
  );
}

export type IssuerErrorKind = 'sessionGone' | 'issuerError';

export function renderErrorPage(language: PageLanguage, kind: IssuerErrorKind): string {
  const text = TEXTS[language];
  return page(language, text.errorTitle, `<h1>${text.errorTitle}</h1><p>${text[kind]}</p>`);
}
