import { deflateSync } from 'node:zlib';

/** PDF files with correct cross-reference data, built in code for the unit and API tests. */

export type PdfObject = string | Buffer;

function bytes(value: PdfObject): Buffer {
  return typeof value === 'string' ? Buffer.from(value, 'latin1') : value;
}

/** A stream object's body: its dictionary entries (plus /Length) and its data. */
export function streamObject(entries: string, data: Buffer): Buffer {
  return Buffer.concat([
    bytes(`<< ${entries} /Length ${data.length} >>\nstream\n`),
    data,
    bytes('\nendstream'),
  ]);
}

export interface PdfLayout {
  /** Between the header and the first object (a comment, or something worse). */
  preamble?: string;
  /** After %%EOF. */
  appended?: Buffer;
}

/**
 * A PDF 1.4 whose object n is `objects[n - 1]` (object 1 the catalog), with a classic
 * cross-reference table whose offsets are right, a trailer, startxref and %%EOF.
 */
export function buildPdf(objects: PdfObject[], layout: PdfLayout = {}): Buffer {
  const parts = [bytes(`%PDF-1.4\n%\xe2\xe3\xcf\xd3\n${layout.preamble ?? ''}`)];
  let length = parts[0].length;
  const offsets = objects.map((body, index) => {
    const object = Buffer.concat([bytes(`${index + 1} 0 obj\n`), bytes(body), bytes('\nendobj\n')]);
    parts.push(object);
    const offset = length;
    length += object.length;
    return offset;
  });
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  parts.push(
    bytes(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table.join('')}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  if (layout.appended) parts.push(layout.appended);
  return Buffer.concat(parts);
}

const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE =
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ' +
  '/Resources << /Font << /F1 5 0 R >> >> >>';
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** One page saying `text`, with a catalog carrying `catalogExtra` and further objects (6, 7 …). */
export function onePagePdf(
  text = 'Hej',
  catalogExtra = '',
  more: PdfObject[] = [],
  layout: PdfLayout = {},
): Buffer {
  const content = Buffer.from(`BT /F1 12 Tf 72 720 Td (${text}) Tj ET`, 'latin1');
  return buildPdf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
      PAGES,
      PAGE,
      streamObject('', content),
      FONT,
      ...more,
    ],
    layout,
  );
}

export function pdfFile(text = 'Hej'): Buffer {
  return onePagePdf(text);
}

/** A valid PDF of exactly `size` bytes: one page and a padding stream of zeros. */
export function pdfOfSize(size: number): Buffer {
  let padding = 0;
  for (;;) {
    const pdf = onePagePdf('Hej', '', [streamObject('', Buffer.alloc(padding))]);
    if (pdf.length === size) return pdf;
    padding += size - pdf.length;
  }
}

export interface CompressedObject {
  number: number;
  body: string;
}

/**
 * A PDF 1.5 as modern writers save it: objects compressed in an object stream (object 6; the
 * page tree, object 2, and any `compressed` ones), a compressed content stream (whose bytes
 * spell /JS and /AA: stream data is not syntax), and a cross-reference stream (object 7) instead
 * of a table.
 */
export function pdfWithObjectStreams(
  catalogExtra = '',
  compressed: CompressedObject[] = [],
): Buffer {
  const content = deflateSync(Buffer.from('BT /F1 12 Tf 72 720 Td (Hej) Tj ET % /JS /AA'));
  const top: [number, PdfObject][] = [
    [1, `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`],
    [3, PAGE],
    [4, streamObject('/Filter /FlateDecode', content)],
    [5, FONT],
    [6, objectStream([{ number: 2, body: PAGES }, ...compressed])],
  ];
  const header = bytes('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n');
  const parts = [header];
  const rows = new Map<number, [number, number, number]>([[0, [0, 0, 0xffff]]]);
  let length = header.length;
  for (const [number, body] of top) {
    const framed = Buffer.concat([bytes(`${number} 0 obj\n`), bytes(body), bytes('\nendobj\n')]);
    rows.set(number, [1, length, 0]);
    parts.push(framed);
    length += framed.length;
  }
  [{ number: 2, body: PAGES }, ...compressed].forEach(({ number }, index) =>
    rows.set(number, [2, 6, index]),
  );
  return Buffer.concat([...parts, crossReferenceStream(rows, length)]);
}

/** An object stream: the "number offset" pairs, then the objects from /First. */
function objectStream(objects: CompressedObject[]): Buffer {
  let offset = 0;
  const pairs: string[] = [];
  for (const object of objects) {
    pairs.push(`${object.number} ${offset}`);
    offset += object.body.length + 1;
  }
  const head = `${pairs.join(' ')} `;
  const data = head + objects.map((object) => object.body).join(' ');
  return streamObject(
    `/Type /ObjStm /N ${objects.length} /First ${head.length} /Filter /FlateDecode`,
    deflateSync(Buffer.from(data, 'latin1')),
  );
}

/** The cross-reference stream, the object after the highest one, at `at`; /W [1 4 2]. */
function crossReferenceStream(rows: Map<number, [number, number, number]>, at: number): Buffer {
  const number = Math.max(...rows.keys()) + 1;
  rows.set(number, [1, at, 0]);
  const table = Buffer.alloc((number + 1) * 7);
  for (let index = 0; index <= number; index++) {
    const [type, field, generation] = rows.get(index) ?? [0, 0, 0];
    table.writeUInt8(type, index * 7);
    table.writeUInt32BE(field, index * 7 + 1);
    table.writeUInt16BE(generation, index * 7 + 5);
  }
  return Buffer.concat([
    bytes(`${number} 0 obj\n`),
    streamObject(`/Type /XRef /Size ${number + 1} /W [1 4 2] /Root 1 0 R`, table),
    bytes(`\nendobj\nstartxref\n${at}\n%%EOF\n`),
  ]);
}
