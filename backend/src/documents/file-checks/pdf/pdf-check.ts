import { promisify } from 'node:util';
import { inflate } from 'node:zlib';
import { type StructureVerdict } from '../structure-verdict';
import { isPdfWhitespace, MalformedPdf } from './pdf-lexer';
import { namesIn, type PdfScan, type PdfStream, scanPdf } from './pdf-scan';
import { filterNames } from './pdf-values';

const inflateAsync = promisify(inflate);

/**
 * Names that make a PDF do something when opened: run JavaScript (also the target of an
 * /OpenAction), start a program, carry files or rich media, or an XFA form (whose scripts live in
 * stream data). Compared after #xx decoding, so `/J#61vaScript` counts.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'GoToE',
  'XFA',
]);

/** Markers a browser would take for HTML, looked for outside stream data. */
const HTML_MARKERS =
  /<(?:!doctype|html|head|body|script|iframe|frame|svg|object|embed|meta|img|style|link|form|base)\b/i;

/** An `N G obj` header anywhere in the raw bytes (what a repairing reader scans for). */
const OBJECT_HEADER =
  /(?<![^\0\t\n\f\r ()<>[\]{}/%])\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj(?![^\0\t\n\f\r ()<>[\]{}/%])/g;

const TRAILER = /startxref[\0\t\n\f\r ]+(\d+)[\0\t\n\f\r ]+%%EOF[\0\t\n\f\r ]*$/;
const HEADER = /^%PDF-[12]\.\d[\0\t\n\f\r %]/;

/** Decoded object streams may hold at most this much in all (they are small in real files). */
const MAX_OBJECT_STREAM_BYTES = 10 * 1024 * 1024;

/**
 * A PDF: the header at byte 0; `startxref`, its offset and `%%EOF` at the very end; that offset
 * at a cross-reference section; syntax a reader accepts; no object hidden where the scan does not
 * look (inside stream data or strings); no HTML markers outside stream data; and no active
 * content, also inside object streams.
 */
export async function checkPdf(data: Buffer): Promise<StructureVerdict> {
  const text = data.toString('latin1');
  if (!HEADER.test(text.slice(0, 16))) return 'not-valid';
  const trailer = TRAILER.exec(text.slice(-1024));
  if (!trailer) return 'not-valid';
  let scan: PdfScan;
  let inner: Set<string> | null;
  try {
    scan = await scanPdf(data, ACTIVE_NAMES);
    inner = await objectStreamNames(data, scan.streams);
  } catch (error) {
    if (error instanceof MalformedPdf) return 'not-valid';
    throw error;
  }
  if (inner === null || !isCrossReference(data, Number(trailer[1]), scan)) return 'not-valid';
  if (hasHiddenObject(text, scan) || hasHtmlOutsideStreams(text, scan.streams)) return 'not-valid';
  return scan.names.size > 0 || inner.size > 0 ? 'active-content' : 'ok';
}

function isCrossReference(data: Buffer, offset: number, scan: PdfScan): boolean {
  if (!Number.isSafeInteger(offset) || offset >= data.length) return false;
  let at = offset;
  while (isPdfWhitespace(data[at])) at++;
  const table = data.toString('latin1', at, at + 4) === 'xref' && isPdfWhitespace(data[at + 4]);
  return table || scan.objectStarts.has(at); // a cross-reference stream is an object
}

function hasHiddenObject(text: string, scan: PdfScan): boolean {
  for (const match of text.matchAll(OBJECT_HEADER)) {
    if (!scan.objectStarts.has(match.index)) return true;
  }
  return false;
}

function hasHtmlOutsideStreams(text: string, streams: readonly PdfStream[]): boolean {
  let from = 0;
  for (const stream of streams) {
    if (HTML_MARKERS.test(text.slice(from, stream.start))) return true;
    from = stream.end;
  }
  return HTML_MARKERS.test(text.slice(from));
}

/**
 * The names inside every object stream (any stream with /First: that is how a reader finds the
 * objects in it), or null when one cannot be read: only unfiltered and plain FlateDecode streams
 * are decoded, within MAX_OBJECT_STREAM_BYTES.
 */
async function objectStreamNames(
  data: Buffer,
  streams: readonly PdfStream[],
): Promise<Set<string> | null> {
  const names = new Set<string>();
  let budget = MAX_OBJECT_STREAM_BYTES;
  for (const stream of streams) {
    if (!isObjectStream(stream)) continue;
    const content = await decode(data.subarray(stream.start, stream.end), stream, budget);
    if (content === null) return null;
    budget -= content.length;
    for (const name of await namesIn(content, ACTIVE_NAMES)) names.add(name);
  }
  return names;
}

function isObjectStream(stream: PdfStream): boolean {
  const type = stream.dictionary.entries.get('Type');
  return (
    stream.dictionary.entries.has('First') || (type?.kind === 'name' && type.value === 'ObjStm')
  );
}

async function decode(raw: Buffer, stream: PdfStream, budget: number): Promise<Buffer | null> {
  const filters = filterNames(stream.dictionary);
  if (filters === null || filters.length > 1 || stream.dictionary.entries.has('DecodeParms')) {
    return null;
  }
  if (filters.length === 0) return raw.length <= budget ? raw : null;
  if (filters[0] !== 'FlateDecode') return null;
  try {
    return await inflateAsync(raw, { maxOutputLength: Math.max(budget, 1) });
  } catch {
    return null;
  }
}
