import { crc32 } from 'node:zlib';
import { type StructureVerdict } from '../structure-verdict';
import { withinImageLimits } from './image-limits';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
/** Allowed bit depths per colour type (PNG specification, 11.2.2). */
const BIT_DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

interface Chunk {
  type: string;
  data: Buffer;
  next: number;
}

/**
 * A PNG: the signature, IHDR first with sane dimensions, every chunk's length and CRC right, no
 * unknown critical chunk, image data, and IEND as the very last bytes (nothing appended).
 */
export function checkPng(data: Buffer): StructureVerdict {
  if (!data.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return 'not-valid';
  let offset = SIGNATURE.length;
  let sawData = false;
  for (let index = 0; offset < data.length; index++) {
    const chunk = readChunk(data, offset);
    if (chunk === null || (index === 0) !== (chunk.type === 'IHDR')) return 'not-valid';
    if (index === 0) {
      const header = checkHeader(chunk.data);
      if (header !== 'ok') return header;
    }
    if (!CRITICAL.has(chunk.type) && isCritical(chunk.type)) return 'not-valid';
    if (chunk.type === 'IDAT') sawData = true;
    if (chunk.type === 'IEND') {
      return sawData && chunk.data.length === 0 && chunk.next === data.length ? 'ok' : 'not-valid';
    }
    offset = chunk.next;
  }
  return 'not-valid'; // no IEND
}

function readChunk(data: Buffer, offset: number): Chunk | null {
  if (offset + 12 > data.length) return null;
  const length = data.readUInt32BE(offset);
  const end = offset + 8 + length;
  if (length > 0x7fffffff || end + 4 > data.length) return null;
  if (!data.subarray(offset + 4, offset + 8).every(isLetter)) return null;
  const type = data.toString('latin1', offset + 4, offset + 8);
  if (crc32(data.subarray(offset + 4, end)) !== data.readUInt32BE(end)) return null;
  return { type, data: data.subarray(offset + 8, end), next: end + 4 };
}

function isLetter(byte: number): boolean {
  return (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
}

function isCritical(type: string): boolean {
  return type[0] >= 'A' && type[0] <= 'Z';
}

function checkHeader(header: Buffer): StructureVerdict {
  if (header.length !== 13) return 'not-valid';
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [depth, colour, compression, filter, interlace] = header.subarray(8);
  const depthOk = BIT_DEPTHS[colour]?.includes(depth) ?? false;
  if (width === 0 || height === 0 || !depthOk || compression !== 0 || filter !== 0) {
    return 'not-valid';
  }
  if (interlace > 1) return 'not-valid';
  return withinImageLimits(width, height) ? 'ok' : 'image-too-large';
}
