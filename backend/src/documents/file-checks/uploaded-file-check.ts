import { fileTypeFromBuffer } from 'file-type';
import {
  OFFICE_ZIP_LIMITS,
  readCentralDirectory,
  readEntry,
  type ZipLimits,
} from './zip-inspector';

/** The specification's upload limit: "at most 5 MB". */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export const DOCUMENT_KINDS = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;

export type DocumentKind = keyof typeof DOCUMENT_KINDS;

/** Accepted file-name extensions and the content each must have. */
const KIND_BY_EXTENSION: Record<string, DocumentKind> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  jpeg: 'jpeg',
  jpg: 'jpeg',
  png: 'png',
};

/** What file-type calls each kind's content (old .doc is an OLE2 compound file, "cfb"). */
const SNIFFED_EXTENSIONS: Record<DocumentKind, readonly string[]> = {
  pdf: ['pdf'],
  doc: ['cfb'],
  docx: ['docx', 'zip'],
  jpeg: ['jpg'],
  png: ['png'],
};

export type FileVerdict =
  | { ok: true; kind: DocumentKind; contentType: string; extension: string }
  | { ok: false; problem: 'empty' | 'too-large' | 'wrong-type' | 'not-valid' };

const WORD_MAIN_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Judges an upload by its name's extension AND its content: the magic bytes must be those of the
 * kind the extension names, and a DOCX must be a real Office Open XML archive within the zip-bomb
 * limits. Order matters for the messages: empty or oversized first, then type, then structure.
 */
export async function checkUploadedFile(
  fileName: string,
  data: Buffer,
  zipLimits: ZipLimits = OFFICE_ZIP_LIMITS,
): Promise<FileVerdict> {
  if (data.length === 0) return { ok: false, problem: 'empty' };
  if (data.length > MAX_DOCUMENT_BYTES) return { ok: false, problem: 'too-large' };
  const extension = extensionOf(fileName);
  const kind = KIND_BY_EXTENSION[extension];
  if (!kind) return { ok: false, problem: 'wrong-type' };
  if (kind === 'docx') {
    // The archive is judged before any library reads inside it.
    if (!isZip(data)) return { ok: false, problem: 'wrong-type' };
    if (!(await isWordArchive(data, zipLimits))) return { ok: false, problem: 'not-valid' };
    return { ok: true, kind, contentType: DOCUMENT_KINDS[kind], extension };
  }
  if (isZip(data)) return { ok: false, problem: 'wrong-type' };
  const sniffed = await fileTypeFromBuffer(data);
  if (!sniffed || !SNIFFED_EXTENSIONS[kind].includes(sniffed.ext)) {
    return { ok: false, problem: 'wrong-type' };
  }
  return { ok: true, kind, contentType: DOCUMENT_KINDS[kind], extension };
}

function isZip(data: Buffer): boolean {
  return data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;
}

/**
 * A Word document is a zip with `[Content_Types].xml` declaring the wordprocessingml main part and
 * a `word/document.xml`; every entry must inflate to exactly its declared size (bounded).
 */
async function isWordArchive(data: Buffer, limits: ZipLimits): Promise<boolean> {
  const directory = readCentralDirectory(data, limits);
  if (!directory.ok) return false;
  const names = new Set(directory.entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) return false;
  let contentTypes: Buffer | null = null;
  for (const entry of directory.entries) {
    const bytes = await readEntry(data, entry);
    if (bytes === null) return false;
    if (entry.name === '[Content_Types].xml') contentTypes = bytes;
  }
  return contentTypes !== null && contentTypes.toString('utf8').includes(WORD_MAIN_CONTENT_TYPE);
}
