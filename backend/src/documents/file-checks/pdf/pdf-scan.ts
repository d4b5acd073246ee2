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
  /** Every name outside stream data and strings, decoded (`/J#53` is `JS`). */
  names: Set<string>;
  /** Where each `N G obj` header starts. */
  objectStarts: Set<number>;
  streams: PdfStream[];
}

const ENDSTREAM = Buffer.from('endstream', 'latin1');

/**
 * Reads the file as a PDF reader's lexer would, skipping stream data (by its /Length when that is
 * right, else up to `endstream`). Throws MalformedPdf for syntax a reader would reject.
 */
export function scanPdf(data: Buffer): PdfScan {
  const scan: PdfScan = { names: new Set(), objectStarts: new Set(), streams: [] };
  const lexer = new PdfLexer(data);
  let objectTokens: PdfToken[] | null = null; // the current object's tokens, after `obj`
  const recent: PdfToken[] = [];
  for (let token = lexer.next(); token !== null; token = lexer.next()) {
    if (token.kind === 'name') scan.names.add(token.value);
    if (token.kind === 'keyword' && token.value === 'obj') {
      scan.objectStarts.add(objectHeaderStart(recent));
      objectTokens = [];
    } else if (token.kind === 'keyword' && token.value === 'endobj') {
      objectTokens = null;
    } else if (token.kind === 'keyword' && token.value === 'stream') {
      const stream = streamAt(data, objectTokens, lexer.offset);
      scan.streams.push(stream);
      lexer.moveTo(stream.end);
      objectTokens = null;
    } else {
      objectTokens?.push(token);
    }
    recent.push(token);
    if (recent.length > 2) recent.shift();
  }
  return scan;
}

/** Names in the decoded content of an object stream (objects only, no streams in there). */
export function namesIn(content: Buffer): Set<string> {
  const names = new Set<string>();
  const lexer = new PdfLexer(content);
  for (let token = lexer.next(); token !== null; token = lexer.next()) {
    if (token.kind === 'name') names.add(token.value);
    if (token.kind === 'keyword' && token.value === 'stream') throw new MalformedPdf();
  }
  return names;
}

function objectHeaderStart(recent: readonly PdfToken[]): number {
  const [number, generation] = recent;
  if (recent.length < 2 || number.kind !== 'number' || generation.kind !== 'number') {
    throw new MalformedPdf();
  }
  return number.at;
}

function streamAt(data: Buffer, objectTokens: PdfToken[] | null, afterKeyword: number): PdfStream {
  if (!objectTokens) throw new MalformedPdf(); // stream data outside any object
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
