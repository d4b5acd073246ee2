import { type Language } from 'src/common/i18n/language';
import { EXPORT_KINDS, type ExportKind } from './data-export-contents';

export interface SummaryFacts {
  language: Language;
  name: string;
  createdAt: Date;
  /** How many entries each file holds (1 for the profile). */
  counts: Record<ExportKind, number>;
  fileCount: number;
}

const WORDING = {
  sv: {
    title: 'Dina uppgifter i Sinnro',
    intro: (name: string, when: string) =>
      `Den här filen sammanfattar de uppgifter Sinnro har om ${name}, sammanställda ${when}. Uppgifterna finns i JSON-filerna bredvid den här filen, en fil per slag, i ett format som går att läsa maskinellt och flytta till en annan tjänst (GDPR artikel 15 och 20).`,
    file: 'Fil',
    what: 'Innehåll',
    entries: 'Antal',
    files: (count: number) => `Mappen documents/ innehåller ${count} uppladdade filer.`,
    rights:
      'Vill du rätta eller radera uppgifter, eller har du frågor om hur de används, kontakta din vårdgivare eller Sinnros support. Uppgifter som är vårddokumentation sparas så länge patientdatalagen kräver det.',
    kinds: {
      profile: 'Profil: namn, e-post, telefon, personnummer, språk',
      subscriptions: 'Program och moduler du har haft tillgång till',
      answers: 'Dina svar på frågor i moduler och tester',
      reports: 'Rapporter som skapats av dina svar, med poäng och nivåer',
      messages: 'Meddelanden i chatten',
      meetings: 'Möten och bokningar',
      documents: 'Uppladdade dokument (filerna finns i mappen documents/)',
      consents: 'Samtycken du har godkänt',
      payments: 'Krediter, användning och saldo',
      'access-log': 'Vem som har läst eller ändrat dina uppgifter',
    } satisfies Record<ExportKind, string>,
  },
  en: {
    title: 'Your data in Sinnro',
    intro: (name: string, when: string) =>
      `This file summarises the data Sinnro holds about ${name}, compiled ${when}. The data is in the JSON files beside this file, one file per kind, in a machine-readable format you can move to another service (GDPR articles 15 and 20).`,
    file: 'File',
    what: 'Contents',
    entries: 'Entries',
    files: (count: number) => `The documents/ folder holds ${count} uploaded files.`,
    rights:
      'To correct or erase data, or with questions about how it is used, contact your care provider or Sinnro support. Data that is treatment documentation is kept as long as the patient data law requires.',
    kinds: {
      profile: 'Profile: name, e-mail, phone, personal number, language',
      subscriptions: 'Programs and modules you have had access to',
      answers: 'Your answers to questions in modules and tests',
      reports: 'Reports made from your answers, with scores and bands',
      messages: 'Chat messages',
      meetings: 'Meetings and bookings',
      documents: 'Uploaded documents (the files are in the documents/ folder)',
      consents: 'Consents you have accepted',
      payments: 'Credits, usage and balance',
      'access-log': 'Who has read or changed your data',
    } satisfies Record<ExportKind, string>,
  },
} as const satisfies Record<Language, unknown>;

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The export's readable summary (summary.html) in the person's language: what each JSON file
 * holds and how many entries. A self-contained HTML page any browser opens; no health data in it,
 * only counts.
 */
export function summaryHtml(facts: SummaryFacts): string {
  const wording = WORDING[facts.language];
  const when = new Intl.DateTimeFormat(facts.language === 'sv' ? 'sv-SE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(facts.createdAt);
  const rows = EXPORT_KINDS.map(
    (kind) =>
      `<tr><td><code>${kind}.json</code></td><td>${escapeHtml(wording.kinds[kind])}</td><td>${facts.counts[kind]}</td></tr>`,
  ).join('\n');
  return `<!doctype html>
<html lang="${facts.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(wording.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:.4rem;text-align:left;vertical-align:top}</style>
</head>
<body>
<h1>${escapeHtml(wording.title)}</h1>
<p>${escapeHtml(wording.intro(facts.name, when))}</p>
<table>
<thead><tr><th>${wording.file}</th><th>${wording.what}</th><th>${wording.entries}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p>${escapeHtml(wording.files(facts.fileCount))}</p>
<p>${escapeHtml(wording.rights)}</p>
</body>
</html>
`;
}
