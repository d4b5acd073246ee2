import { isPdfWhitespace, MalformedPdf, PdfLexer, type PdfToken } from './pdf-lexer';
import { parseDictionary, type PdfDictionary } from './pdf-values';

export interface PdfStream {
  dictionary: PdfDictionary;
  /** The stream's data: [start, end) of the file. */
  start: number;
  end: number;
}

/** What reading a PDF's object syntax from the first byte to the last found. */
export interface PdfScan {
  /** The watched names met outside stream data and strings, decoded (`/J#53` is `JS`). */
  names: Set<string>;
  /** Where each `N G obj` header starts. */
  objectStarts: Set<number>;
  streams: PdfStream[];
}

const ENDSTREAM = Buffer.from('endstream', 'latin1');
/** The scan lets other requests run after every this many tokens (5 MB may hold millions). */
const TOKENS_PER_TURN = 50_000;
/** A stream's dictionary is a few dozen tokens; an object's tokens are kept only up to this. */
const MAX_OBJECT_TOKENS = 10_000;

/**
 * Reads the file as a PDF reader's lexer would, skipping stream data (by its /Length when that is
 * right, else up to `endstream`), and notes the `watched` names it meets. Throws MalformedPdf for
 * syntax a reader would reject.
 */
export async function scanPdf(data: Buffer, watched: ReadonlySet<string>): Promise<PdfScan> {
  const scan: PdfScan = { names: new Set(), objectStarts: new Set(), streams: [] };
  const lexer = new PdfLexer(data);
  // The current object's tokens after `obj`: 'too many' past MAX_OBJECT_TOKENS, null outside.
  let objectTokens: PdfToken[] | 'too many' | null = null;
  let [beforeLast, last]: (PdfToken | null)[] = [null, null];
  let count = 0;
  for (let token = lexer.next(); token !== null; token = lexer.next()) {
    if (++count % TOKENS_PER_TURN === 0) await nextTurn();
    if (token.kind === 'name' && watched.has(token.value)) scan.names.add(token.value);
    if (token.kind === 'keyword' && token.value === 'obj') {
      scan.objectStarts.add(objectHeaderStart(beforeLast, last));
      objectTokens = [];
    } else if (token.kind === 'keyword' && token.value === 'endobj') {
      objectTokens = null;
    } else if (token.kind === 'keyword' && token.value === 'stream') {
      const stream = streamAt(data, objectTokens, lexer.offset);
      scan.streams.push(stream);
      lexer.moveTo(stream.end);
      objectTokens = null;
    } else if (Array.isArray(objectTokens)) {
      objectTokens.push(token);
      if (objectTokens.length > MAX_OBJECT_TOKENS) objectTokens = 'too many';
    }
    [beforeLast, last] = [last, token];
  }
  return scan;
}

/** The watched names in the decoded content of an object stream (objects only, no streams). */
export async function namesIn(content: Buffer, watched: ReadonlySet<string>): Promise<Set<string>> {
  const names = new Set<string>();
  const lexer = new PdfLexer(content);
  let count = 0;
  for (let token = lexer.next(); token !== null; token = lexer.next()) {
    if (++count % TOKENS_PER_TURN === 0) await nextTurn();
    if (token.kind === 'name' && watched.has(token.value)) names.add(token.value);
    if (token.kind === 'keyword' && token.value === 'stream') throw new MalformedPdf();
  }
  return names;
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** `obj` follows the object's number and generation. */
function objectHeaderStart(number: PdfToken | null, generation: PdfToken | null): number {
  if (number?.kind !== 'number' || generation?.kind !== 'number') throw new MalformedPdf();
  return number.at;
}

function streamAt(
  data: Buffer,
  objectTokens: PdfToken[] | 'too many' | null,
  afterKeyword: number,
): PdfStream {
  // Stream data outside any object, or after a dictionary no writer makes.
  if (!Array.isArray(objectTokens)) throw new MalformedPdf();
  const dictionary = parseDictionary(objectTokens);
  const start = dataStart(data, afterKeyword);
  const length = dictionary.entries.get('Length');
  const declared = length?.kind === 'number' ? start + length.value : -1;
  const end = endstreamAt(data, declared) ? declared : data.indexOf(ENDSTREAM, start);
  if (end < 0) throw new MalformedPdf();
  return { dictionary, start, end };
}

/** After `stream` comes CRLF or LF (a lone CR and stray spaces are tolerated). */
function dataStart(data: Buffer, afterKeyword: number): number {
  let at = afterKeyword;
  while (data[at] === 0x20 || data[at] === 0x09) at++;
  if (data[at] === 0x0d) at++;
  if (data[at] === 0x0a) at++;
  return at;
}

function endstreamAt(data: Buffer, offset: number): boolean {
  if (!Number.isInteger(offset) || offset < 0 || offset > data.length) return false;
  let at = offset;
  while (isPdfWhitespace(data[at])) at++;
  return data.subarray(at, at + ENDSTREAM.length).equals(ENDSTREAM);
}
