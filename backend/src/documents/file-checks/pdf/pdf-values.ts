import { MalformedPdf, type PdfToken } from './pdf-lexer';

/** The parts of a PDF value the checks need; strings and other atoms are kept as 'other'. */
export type PdfValue =
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'reference' }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'dictionary'; entries: Map<string, PdfValue> }
  | { kind: 'other' };

export type PdfDictionary = Extract<PdfValue, { kind: 'dictionary' }>;

const MAX_DEPTH = 64;

interface Parsed {
  value: PdfValue;
  next: number;
}

/** The dictionary spelled by exactly these tokens (`<< … >>`), or MalformedPdf. */
export function parseDictionary(tokens: readonly PdfToken[]): PdfDictionary {
  const parsed = parseValue(tokens, 0, 0);
  if (parsed.value.kind !== 'dictionary' || parsed.next !== tokens.length) {
    throw new MalformedPdf();
  }
  return parsed.value;
}

function parseValue(tokens: readonly PdfToken[], index: number, depth: number): Parsed {
  const token = tokens[index];
  if (!token || depth > MAX_DEPTH) throw new MalformedPdf();
  if (token.kind === 'number') return numberOrReference(tokens, index, token.value);
  if (token.kind === 'name')
    return { value: { kind: 'name', value: token.value }, next: index + 1 };
  if (token.kind === 'punctuation' && token.value === '<<') {
    return dictionary(tokens, index + 1, depth);
  }
  if (token.kind === 'punctuation' && token.value === '[') return array(tokens, index + 1, depth);
  if (token.kind === 'punctuation') throw new MalformedPdf();
  return { value: { kind: 'other' }, next: index + 1 };
}

function numberOrReference(tokens: readonly PdfToken[], index: number, value: number): Parsed {
  const generation = tokens[index + 1];
  const r = tokens[index + 2];
  if (generation?.kind === 'number' && r?.kind === 'keyword' && r.value === 'R') {
    return { value: { kind: 'reference' }, next: index + 3 };
  }
  return { value: { kind: 'number', value }, next: index + 1 };
}

function dictionary(tokens: readonly PdfToken[], start: number, depth: number): Parsed {
  const entries = new Map<string, PdfValue>();
  let index = start;
  for (;;) {
    const key = tokens[index];
    if (key?.kind === 'punctuation' && key.value === '>>') {
      return { value: { kind: 'dictionary', entries }, next: index + 1 };
    }
    if (key?.kind !== 'name') throw new MalformedPdf();
    const parsed = parseValue(tokens, index + 1, depth + 1);
    entries.set(key.value, parsed.value);
    index = parsed.next;
  }
}

function array(tokens: readonly PdfToken[], start: number, depth: number): Parsed {
  const items: PdfValue[] = [];
  let index = start;
  for (;;) {
    const token = tokens[index];
    if (token?.kind === 'punctuation' && token.value === ']') {
      return { value: { kind: 'array', items }, next: index + 1 };
    }
    const parsed = parseValue(tokens, index, depth + 1);
    items.push(parsed.value);
    index = parsed.next;
  }
}

/** The names a /Filter entry lists (a name or an array of names); null for anything else. */
export function filterNames(dictionary: PdfDictionary): string[] | null {
  const filter = dictionary.entries.get('Filter');
  if (filter === undefined) return [];
  if (filter.kind === 'name') return [filter.value];
  if (filter.kind !== 'array') return null;
  const names = filter.items.flatMap((item) => (item.kind === 'name' ? [item.value] : []));
  return names.length === filter.items.length ? names : null;
}
