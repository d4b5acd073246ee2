import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

const inflateRawAsync = promisify(inflateRaw);

/** Limits that keep a small archive from unpacking into something huge (a zip bomb). */
export interface ZipLimits {
  maxEntries: number;
  /** Sum of every entry's uncompressed size. */
  maxTotalUncompressed: number;
  /** Uncompressed / compressed, per entry, checked for entries above `ratioFloor` bytes. */
  maxCompressionRatio: number;
  ratioFloor: number;
}

export const OFFICE_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxTotalUncompressed: 25 * 1024 * 1024,
  maxCompressionRatio: 100,
  ratioFloor: 1024 * 1024,
};

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export type ZipVerdict =
  | { ok: true; entries: ZipEntry[] }
  | { ok: false; reason: 'malformed' | 'too-many-entries' | 'too-large' | 'ratio' | 'encrypted' };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

class MalformedZip extends Error {}

/**
 * Reads a zip's central directory (never trusting it: every offset is bounds-checked) and applies
 * the limits. Zip64 and multi-disk archives are refused: an upload of at most 5 MB needs neither.
 */
export function readCentralDirectory(
  data: Buffer,
  limits: ZipLimits = OFFICE_ZIP_LIMITS,
): ZipVerdict {
  try {
    const entries = parseEntries(data, limits);
    if (entries === 'too-many-entries') return { ok: false, reason: entries };
    return judge(entries, limits);
  } catch (error) {
    if (error instanceof MalformedZip) return { ok: false, reason: 'malformed' };
    throw error;
  }
}

function judge(entries: ZipEntry[], limits: ZipLimits): ZipVerdict {
  let total = 0;
  for (const entry of entries) {
    if (entry.method !== 0 && entry.method !== 8) return { ok: false, reason: 'malformed' };
    total += entry.uncompressedSize;
    if (total > limits.maxTotalUncompressed) return { ok: false, reason: 'too-large' };
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > limits.ratioFloor && ratio > limits.maxCompressionRatio) {
      return { ok: false, reason: 'ratio' };
    }
  }
  return { ok: true, entries };
}

function findEndOfCentralDirectory(data: Buffer): number {
  const earliest = Math.max(0, data.length - EOCD_MIN - MAX_COMMENT);
  for (let offset = data.length - EOCD_MIN; offset >= earliest; offset--) {
    if (data.readUInt32LE(offset) === EOCD_SIGNATURE) return offset;
  }
  throw new MalformedZip();
}

function parseEntries(data: Buffer, limits: ZipLimits): ZipEntry[] | 'too-many-entries' {
  if (data.length < EOCD_MIN) throw new MalformedZip();
  const eocd = findEndOfCentralDirectory(data);
  const disk = data.readUInt16LE(eocd + 4);
  const count = data.readUInt16LE(eocd + 10);
  const size = data.readUInt32LE(eocd + 12);
  const start = data.readUInt32LE(eocd + 16);
  if (disk !== 0 || count === 0xffff || start === 0xffffffff) throw new MalformedZip();
  if (count > limits.maxEntries) return 'too-many-entries';
  if (start + size > eocd) throw new MalformedZip();
  const entries: ZipEntry[] = [];
  let offset = start;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > eocd || data.readUInt32LE(offset) !== CENTRAL_SIGNATURE) {
      throw new MalformedZip();
    }
    const flags = data.readUInt16LE(offset + 8);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const next = offset + 46 + nameLength + extraLength + commentLength;
    if (next > eocd) throw new MalformedZip();
    if (flags & 0x1) throw new MalformedZip(); // encrypted: no Office document needs it
    entries.push({
      name: data.toString('utf8', offset + 46, offset + 46 + nameLength),
      method: data.readUInt16LE(offset + 10),
      compressedSize: data.readUInt32LE(offset + 20),
      uncompressedSize: data.readUInt32LE(offset + 24),
      localHeaderOffset: data.readUInt32LE(offset + 42),
    });
    offset = next;
  }
  return entries;
}

/**
 * The entry's bytes, inflated with a hard cap of its declared size: an entry whose data inflates
 * to more than its central-directory record claims is refused (null), so lying headers cannot
 * smuggle a bomb past the limits above.
 */
export async function readEntry(data: Buffer, entry: ZipEntry): Promise<Buffer | null> {
  const local = entry.localHeaderOffset;
  if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL_SIGNATURE) return null;
  const nameLength = data.readUInt16LE(local + 26);
  const extraLength = data.readUInt16LE(local + 28);
  const begin = local + 30 + nameLength + extraLength;
  const end = begin + entry.compressedSize;
  if (end > data.length) return null;
  if (data.toString('utf8', local + 30, local + 30 + nameLength) !== entry.name) return null;
  const compressed = data.subarray(begin, end);
  if (entry.method === 0) {
    return compressed.length === entry.uncompressedSize ? Buffer.from(compressed) : null;
  }
  try {
    const inflated = await inflateRawAsync(compressed, {
      maxOutputLength: Math.max(entry.uncompressedSize, 1),
    });
    return inflated.length === entry.uncompressedSize ? inflated : null;
  } catch {
    return null;
  }
}
