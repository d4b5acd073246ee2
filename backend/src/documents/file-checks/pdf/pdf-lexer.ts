/** A token of PDF object syntax (ISO 32000-1, 7.2–7.3); string contents are skipped, not kept. */
export type PdfToken =
  | { kind: 'name'; value: string; at: number }
  | { kind: 'number'; value: number; at: number }
  | { kind: 'keyword'; value: string; at: number }
  | { kind: 'string'; at: number; end: number }
  | { kind: 'punctuation'; value: '<<' | '>>' | '[' | ']' | '{' | '}'; at: number };

export class MalformedPdf extends Error {}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

export function isPdfWhitespace(byte: number | undefined): boolean {
  return byte !== undefined && WHITESPACE.has(byte);
}

function isRegular(byte: number): boolean {
  return !WHITESPACE.has(byte) && !DELIMITERS.has(byte);
}

/** `/J#61vaScript` is the name `JavaScript`: names may spell any byte as #xx. */
export function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/**
 * Reads tokens one by one. Anything a reader would not accept as syntax (an unterminated string,
 * a hex string with other characters, a stray `)` or `>`) throws MalformedPdf.
 */
export class PdfLexer {
  constructor(
    private readonly data: Buffer,
    private position = 0,
  ) {}

  get offset(): number {
    return this.position;
  }

  moveTo(offset: number): void {
    this.position = offset;
  }

  next(): PdfToken | null {
    this.skipSpaceAndComments();
    const at = this.position;
    if (at >= this.data.length) return null;
    const byte = this.data[at];
    const following = this.data[at + 1];
    if (byte === 0x28) return this.literalString(at);
    if (byte === 0x3c && following === 0x3c) return this.punctuation('<<', at, 2);
    if (byte === 0x3c) return this.hexString(at);
    if (byte === 0x3e && following === 0x3e) return this.punctuation('>>', at, 2);
    if (byte === 0x5b) return this.punctuation('[', at, 1);
    if (byte === 0x5d) return this.punctuation(']', at, 1);
    if (byte === 0x7b) return this.punctuation('{', at, 1);
    if (byte === 0x7d) return this.punctuation('}', at, 1);
    if (byte === 0x2f) {
      const raw = this.regularRun(at + 1);
      return { kind: 'name', value: decodeName(raw), at };
    }
    if (!isRegular(byte)) throw new MalformedPdf(); // a stray ')' or '>'
    const word = this.regularRun(at);
    return NUMBER.test(word)
      ? { kind: 'number', value: Number(word), at }
      : { kind: 'keyword', value: word, at };
  }

  private punctuation(
    value: '<<' | '>>' | '[' | ']' | '{' | '}',
    at: number,
    length: number,
  ): PdfToken {
    this.position = at + length;
    return { kind: 'punctuation', value, at };
  }

  private regularRun(from: number): string {
    let end = from;
    while (end < this.data.length && isRegular(this.data[end])) end++;
    this.position = end;
    return this.data.toString('latin1', from, end);
  }

  private skipSpaceAndComments(): void {
    const data = this.data;
    let at = this.position;
    while (at < data.length) {
      if (WHITESPACE.has(data[at])) {
        at++;
      } else if (data[at] === 0x25) {
        while (at < data.length && data[at] !== 0x0a && data[at] !== 0x0d) at++;
      } else {
        break;
      }
    }
    this.position = at;
  }

  /** `( … )` with balanced parentheses and backslash escapes. */
  private literalString(at: number): PdfToken {
    const data = this.data;
    let depth = 0;
    for (let index = at; index < data.length; index++) {
      const byte = data[index];
      if (byte === 0x5c) {
        index++;
      } else if (byte === 0x28) {
        depth++;
      } else if (byte === 0x29 && --depth === 0) {
        this.position = index + 1;
        return { kind: 'string', at, end: index + 1 };
      }
    }
    throw new MalformedPdf();
  }

  /** `< … >` holding hex digits and white space only. */
  private hexString(at: number): PdfToken {
    const data = this.data;
    for (let index = at + 1; index < data.length; index++) {
      const byte = data[index];
      if (byte === 0x3e) {
        this.position = index + 1;
        return { kind: 'string', at, end: index + 1 };
      }
      const hex =
        (byte >= 0x30 && byte <= 0x39) ||
        (byte >= 0x41 && byte <= 0x46) ||
        (byte >= 0x61 && byte <= 0x66);
      if (!hex && !WHITESPACE.has(byte)) throw new MalformedPdf();
    }
    throw new MalformedPdf();
  }
}
