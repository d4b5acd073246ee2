import PDFDocument from 'pdfkit';
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
      payments: 'Köp, krediter, användning och saldo',
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
      payments: 'Purchases, credits, usage and balance',
      'access-log': 'Who has read or changed your data',
    } satisfies Record<ExportKind, string>,
  },
} as const satisfies Record<Language, unknown>;

/** The characters Windows-1252 adds in 0x80-0x9F; with Latin-1 they are what the standard fonts draw. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Letters NFKD does not take apart, spelled with the nearest letter the standard fonts draw. */
const NEAREST: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i', ħ: 'h', Ħ: 'H' };

function drawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
}

/**
 * Text the PDF's standard fonts (Helvetica, Windows-1252) can draw: Swedish and most Western
 * letters as they are; other letters by their base letter (Ş → S, ł → l), anything else as '?'.
 * pdfkit would otherwise write a broken glyph code for a character outside Windows-1252.
 */
export function winAnsiText(text: string): string {
  let result = '';
  for (const char of text) {
    if (drawable(char)) result += char;
    else if (/\s/.test(char)) result += ' ';
    else if (NEAREST[char]) result += NEAREST[char];
    else {
      const base = [...char.normalize('NFKD')].filter(drawable).join('');
      result += base === '' ? '?' : base;
    }
  }
  return result;
}

const MARGIN = 56;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/**
 * The export's readable summary (summary.pdf) in the person's language: what each JSON file
 * holds and how many entries, and how to ask for correction or erasure. No health data in it, only
 * counts. A tagged A4 PDF in pdfkit's standard Helvetica (no font files, no browser); its creation
 * date is the export's, so a rebuild has the same bytes.
 */
export function summaryPdf(facts: SummaryFacts): Promise<Buffer> {
  const wording = WORDING[facts.language];
  const when = new Intl.DateTimeFormat(facts.language === 'sv' ? 'sv-SE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(facts.createdAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: facts.language,
    tagged: true,
    displayTitle: true,
    info: {
      Title: wording.title,
      Creator: 'Sinnro',
      Producer: 'Sinnro',
      CreationDate: facts.createdAt,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('error', reject);
    doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  const body = doc.struct('Document');
  doc.addStructure(body);
  const paragraph = (text: string, type = 'P') =>
    doc.text(winAnsiText(text), { structParent: body, structType: type }).moveDown();

  doc.font(BOLD).fontSize(20);
  paragraph(wording.title, 'H1');
  doc.font(FONT).fontSize(11);
  paragraph(wording.intro(facts.name, when));
  // pdfkit tags the table under structParent; @types/pdfkit does not list that option.
  const table: PDFKit.Mixins.TableOptionsWithData & { structParent: PDFKit.PDFStructureElement } = {
    columnStyles: [110, '*', 60],
    defaultStyle: { padding: 4, borderColor: '#999999' },
    structParent: body,
    data: [
      [wording.file, wording.what, wording.entries].map((text) => ({
        text: winAnsiText(text),
        type: 'TH' as const,
        font: { src: BOLD },
      })),
      ...EXPORT_KINDS.map((kind) => [
        `${kind}.json`,
        winAnsiText(wording.kinds[kind]),
        String(facts.counts[kind]),
      ]),
    ],
  };
  doc.table(table);
  doc.x = MARGIN;
  doc.moveDown();
  paragraph(wording.files(facts.fileCount));
  paragraph(wording.rights);
  body.end();
  doc.end();
  return done;
}
