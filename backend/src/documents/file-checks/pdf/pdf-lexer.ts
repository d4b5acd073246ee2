/** A token of PDF object syntax (ISO 32000-1, 7.2–7.3); string contents are skipped, not kept. */
export type PdfToken =
  | { kind: 'name'; value: string; at: number }
  | { kind: 'number'; value: number; at: number }
  | { kind: 'keyword'; value: string; at: number }
  | { kind: 'string'; at: number; end: number }
  | { kind: 'punctuation'; value: '<<' | '>>' | '[' | ']' | '{' | '}'; at: number };

export class MalformedPdf extends Error {}

const REGULAR = 0;
const WHITESPACE = 1;
const DELIMITER = 2;
/** Each byte's class, looked up once per byte (the scan walks up to 5 MB). */
const CLASS = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[byte] = WHITESPACE;
for (const byte of [0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]) {
  CLASS[byte] = DELIMITER;
}
const HEX = new Uint8Array(256);
for (const byte of Buffer.from('0123456789abcdefABCDEF', 'latin1')) HEX[byte] = 1;

/**
 * Longer names and words are not spelled out (they stand as LONG): no name the checks look for,
 * even written entirely in #xx escapes, and no keyword is this long.
 */
const MAX_SPELLED = 40;
export const LONG = '\u0000long';
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

export function isPdfWhitespace(byte: number | undefined): boolean {
  return byte !== undefined && CLASS[byte] === WHITESPACE;
}

/** `/J#61vaScript` is the name `JavaScript`: names may spell any byte as #xx. */
export function decodeName(raw: string): string {
  if (!raw.includes('#')) return raw;
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
    if (byte === 0x2f) return { kind: 'name', value: decodeName(this.regularRun(at + 1)), at };
    if (CLASS[byte] !== REGULAR) throw new MalformedPdf(); // a stray ')' or '>'
    return this.numberOrKeyword(at);
  }

  private punctuation(
    value: '<<' | '>>' | '[' | ']' | '{' | '}',
    at: number,
    length: number,
  ): PdfToken {
    this.position = at + length;
    return { kind: 'punctuation', value, at };
  }

  /** Integers (nearly all numbers in object syntax) are read without making a string. */
  private numberOrKeyword(at: number): PdfToken {
    const data = this.data;
    let integer = 0;
    let digitsOnly = true;
    let end = at;
    for (; end < data.length && CLASS[data[end]] === REGULAR; end++) {
      const digit = data[end] - 0x30;
      if (digit >= 0 && digit <= 9) integer = integer * 10 + digit;
      else digitsOnly = false;
    }
    this.position = end;
    if (digitsOnly) return { kind: 'number', value: integer, at };
    const word = end - at > MAX_SPELLED ? LONG : data.toString('latin1', at, end);
    return NUMBER.test(word)
      ? { kind: 'number', value: Number(word), at }
      : { kind: 'keyword', value: word, at };
  }

  private regularRun(from: number): string {
    let end = from;
    while (end < this.data.length && CLASS[this.data[end]] === REGULAR) end++;
    this.position = end;
    return end - from > MAX_SPELLED ? LONG : this.data.toString('latin1', from, end);
  }

  private skipSpaceAndComments(): void {
    const data = this.data;
    let at = this.position;
    while (at < data.length) {
      if (CLASS[data[at]] === WHITESPACE) {
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
      if (HEX[byte] === 0 && CLASS[byte] !== WHITESPACE) throw new MalformedPdf();
    }
    throw new MalformedPdf();
  }
}
