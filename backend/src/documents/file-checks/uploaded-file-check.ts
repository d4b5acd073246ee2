import { fileTypeFromBuffer } from 'file-type';
import { checkJpeg } from './images/jpeg-check';
import { checkPng } from './images/png-check';
import { checkPdf } from './pdf/pdf-check';
import { type StructureVerdict } from './structure-verdict';
import { checkWordArchive } from './word/word-archive-check';
import { checkWordBinary } from './word/word-binary-check';
import { OFFICE_ZIP_LIMITS, type ZipLimits } from './zip-inspector';

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
const SNIFFED_EXTENSIONS: Record<Exclude<DocumentKind, 'docx'>, readonly string[]> = {
  pdf: ['pdf'],
  doc: ['cfb'],
  jpeg: ['jpg'],
  png: ['png'],
};

export type FileProblem = 'empty' | 'too-large' | Exclude<StructureVerdict, 'ok'>;

export type FileVerdict =
  | { ok: true; kind: DocumentKind; contentType: string; extension: string }
  | { ok: false; problem: FileProblem };

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Judges an upload by its name's extension AND its content: the magic bytes must be those of the
 * kind the extension names, and then the whole file must have that kind's structure (see each
 * check), so that a file which is also something else (a polyglot) is refused. Order matters for
 * the messages: empty or oversized first, then type, then structure.
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
  if (!(await hasMagicOf(kind, data))) return { ok: false, problem: 'wrong-type' };
  const structure = await checkStructure(kind, data, zipLimits);
  if (structure !== 'ok') return { ok: false, problem: structure };
  return { ok: true, kind, contentType: DOCUMENT_KINDS[kind], extension };
}

async function hasMagicOf(kind: DocumentKind, data: Buffer): Promise<boolean> {
  // A zip is only a DOCX, and its content is judged before any library reads inside it.
  if (kind === 'docx' || isZip(data)) return kind === 'docx' && isZip(data);
  const sniffed = await fileTypeFromBuffer(data);
  return sniffed !== undefined && SNIFFED_EXTENSIONS[kind].includes(sniffed.ext);
}

function checkStructure(
  kind: DocumentKind,
  data: Buffer,
  zipLimits: ZipLimits,
): StructureVerdict | Promise<StructureVerdict> {
  switch (kind) {
    case 'pdf':
      return checkPdf(data);
    case 'png':
      return checkPng(data);
    case 'jpeg':
      return checkJpeg(data);
    case 'doc':
      return checkWordBinary(data);
    case 'docx':
      return checkWordArchive(data, zipLimits);
  }
}

function isZip(data: Buffer): boolean {
  return data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;
}
