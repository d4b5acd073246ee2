import { posix } from 'node:path';
import { type StructureVerdict } from '../structure-verdict';

/**
 * What an Office archive's parts may not carry, read from their names and text (a DOCX's parts are
 * XML, and its links to other parts and to the outside are relationships in `_rels/*.rels`).
 */

/** A macro project or its data, under any folder, in any case (Word reads it by relationship). */
const MACRO_PART = /(^|\/)vba(project\.bin|data\.xml)$/i;

/** Content types that declare macros: a macro project, or a macro-enabled main document. */
const MACRO_CONTENT_TYPE = /application\/vnd\.ms-(office\.vbaproject|word\.[a-z]+\.macroenabled)/i;

/** An XML document type declaration or entity (external entities, entity expansion bombs). */
const XML_DECLARATIONS = /<!\s*(DOCTYPE|ENTITY)/i;

/** A relationship's attributes, one element at a time. */
const RELATIONSHIP = /<(?:\w+:)?Relationship\b([^>]*)>/g;
const ATTRIBUTE = /([\w:]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The one kind of link a document may have to the outside: a hyperlink the reader clicks. */
const HYPERLINK_TYPE = /\/relationships\/hyperlink$/;

/** A part's text as XML, in the encodings Office writes (UTF-8, or UTF-16 with its mark). */
export function partText(bytes: Buffer): string {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return bytes.toString('utf16le', 2);
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  }
  return bytes.toString('utf8');
}

function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    found.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? '');
  }
  return found;
}

/** Whether a relationship part links outside the document other than by a hyperlink. */
export function hasExternalLink(rels: string): boolean {
  for (const match of rels.matchAll(RELATIONSHIP)) {
    const found = attributes(match[1] ?? '');
    const type = found.get('type') ?? '';
    const external =
      (found.get('targetmode') ?? '').toLowerCase() === 'external' ||
      /^[a-z][a-z0-9+.-]*:|^\\\\|^\/\//i.test(found.get('target') ?? '');
    if (external && !HYPERLINK_TYPE.test(type)) return true;
  }
  return false;
}

/**
 * The verdict on one part: `macros` for a macro project (by name, whatever its bytes) or content
 * types declaring one, `xml-declarations` for a DOCTYPE or ENTITY in any XML part,
 * `external-link` for a relationship to the outside other than a hyperlink (an attached template
 * on a server, a linked image or object: Word fetches them on opening).
 */
export function partVerdict(name: string, bytes: Buffer): StructureVerdict {
  if (MACRO_PART.test(name)) return 'macros';
  // `_rels/.rels` has no extension to posix.extname (a dot file): match the name's end instead.
  const lower = name.toLowerCase();
  const extension = lower.endsWith('.rels') ? '.rels' : posix.extname(lower);
  if (extension !== '.xml' && extension !== '.rels' && extension !== '.vml') return 'ok';
  const text = partText(bytes);
  if (XML_DECLARATIONS.test(text)) return 'xml-declarations';
  if (name === '[Content_Types].xml' && MACRO_CONTENT_TYPE.test(text)) return 'macros';
  if (extension === '.rels') {
    if (/vbaProject/i.test(text)) return 'macros';
    if (hasExternalLink(text)) return 'external-link';
  }
  return 'ok';
}
