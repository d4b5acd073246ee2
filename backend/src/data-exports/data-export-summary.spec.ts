import { inflateSync } from 'node:zlib';
import { EXPORT_KINDS, type ExportKind } from './data-export-contents';
import { summaryPdf, winAnsiText } from './data-export-summary';

const counts = Object.fromEntries(EXPORT_KINDS.map((kind, index) => [kind, index])) as Record<
  ExportKind,
  number
>;

/**
 * The text a PDF of pdfkit's standard fonts shows, in drawing order: each content stream inflated,
 * each text-showing operator's hex strings decoded as Windows-1252, one line per operator. Enough
 * for pdfkit's own output (it writes every string in hex), not a general PDF reader.
 */
function pdfLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const decoder = new TextDecoder('windows-1252');
  for (const match of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    const content = (match[1] ?? '').includes('/FlateDecode')
      ? inflateSync(bytes).toString('latin1')
      : bytes.toString('latin1');
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(shown[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((part) => part[1])
        .join('');
      lines.push(decoder.decode(Buffer.from(hex, 'hex')));
    }
  }
  return lines;
}

/** The lines joined with spaces, so a paragraph pdfkit wrapped reads as one. */
const pdfText = (pdf: Buffer) => pdfLines(pdf).join(' ').replace(/\s+/g, ' ');

describe('summaryPdf', () => {
  const createdAt = new Date('2026-11-27T10:00:00Z');

  it('is a PDF listing every JSON file with its count, in Swedish with å, ä and ö', async () => {
    const pdf = await summaryPdf({
      language: 'sv',
      name: 'Åsa Öberg-Ärlig',
      createdAt,
      counts,
      fileCount: 2,
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Lang (sv)');
    const lines = pdfLines(pdf);
    expect(lines[0]).toBe('Dina uppgifter i Sinnro');
    const text = pdfText(pdf);
    expect(text).toContain(
      'Den här filen sammanfattar de uppgifter Sinnro har om Åsa Öberg-Ärlig, sammanställda 27 november 2026 kl. 11:00.',
    );
    expect(lines).toEqual(expect.arrayContaining(['Fil', 'Innehåll', 'Antal']));
    EXPORT_KINDS.forEach((kind, index) => {
      const at = lines.indexOf(`${kind}.json`);
      expect(at).toBeGreaterThan(0);
      expect(lines.slice(at + 1).includes(String(index))).toBe(true);
    });
    const messages = lines.indexOf('messages.json');
    expect(lines.slice(messages, messages + 3)).toEqual([
      'messages.json',
      'Meddelanden i chatten',
      '4',
    ]);
    expect(text).toContain('Mappen documents/ innehåller 2 uppladdade filer.');
    expect(text).toContain(
      'Uppgifter som är vårddokumentation sparas så länge patientdatalagen kräver det.',
    );
  });

  it('is in English for an English-speaking person', async () => {
    const pdf = await summaryPdf({
      language: 'en',
      name: 'Klara Berg',
      createdAt,
      counts,
      fileCount: 0,
    });
    expect(pdf.toString('latin1')).toContain('/Lang (en)');
    const text = pdfText(pdf);
    expect(text).toContain('Your data in Sinnro');
    expect(text).toContain('about Klara Berg, compiled 27 November 2026 at 11:00.');
    expect(text).toContain('File Contents Entries');
    expect(text).toContain('The documents/ folder holds 0 uploaded files.');
    expect(text).not.toContain('Dina uppgifter');
  });

  it('has the same bytes when built again for the same export', async () => {
    const facts = { language: 'sv' as const, name: 'Klara Berg', createdAt, counts, fileCount: 1 };
    expect((await summaryPdf(facts)).equals(await summaryPdf(facts))).toBe(true);
  });

  it('draws a name outside Windows-1252 by its nearest letters rather than broken glyphs', async () => {
    expect(winAnsiText('Åsa Öberg Ärlig é ü ß')).toBe('Åsa Öberg Ärlig é ü ß');
    expect(winAnsiText('Łukasz Şahin Nguyễn')).toBe('Lukasz Sahin Nguyen');
    expect(winAnsiText('李 明')).toBe('? ?');
    const pdf = await summaryPdf({
      language: 'sv',
      name: 'Łukasz Şahin',
      createdAt,
      counts,
      fileCount: 0,
    });
    expect(pdfText(pdf)).toContain('om Lukasz Sahin, sammanställda');
  });
});
