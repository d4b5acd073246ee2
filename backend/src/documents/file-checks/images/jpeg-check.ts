import { type StructureVerdict } from '../structure-verdict';
import { withinImageLimits } from './image-limits';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
/** Start-of-frame markers (C4 DHT, C8 JPG and CC DAC are not frames). */
const FRAMES = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7); // TEM, RST0–7
}

/**
 * A JPEG: SOI, then segments each within the file, exactly one frame (SOF) with sane dimensions
 * before the first scan, entropy-coded data walked to the next marker, and EOI as the very last
 * bytes (nothing appended).
 */
export function checkJpeg(data: Buffer): StructureVerdict {
  if (data[0] !== 0xff || data[1] !== SOI) return 'not-valid';
  let offset = 2;
  let frames = 0;
  let scans = 0;
  while (offset < data.length) {
    if (data[offset] !== 0xff) return 'not-valid';
    while (data[offset] === 0xff) offset++; // fill bytes
    const marker = data[offset++];
    if (marker === EOI)
      return frames === 1 && scans > 0 && offset === data.length ? 'ok' : 'not-valid';
    if (marker === undefined || marker === SOI || marker === 0x00) return 'not-valid';
    if (isStandalone(marker)) continue;
    if (offset + 2 > data.length) return 'not-valid';
    const end = offset + data.readUInt16BE(offset);
    if (end - offset < 2 || end > data.length) return 'not-valid';
    if (FRAMES.has(marker)) {
      const frame = checkFrame(data.subarray(offset + 2, end));
      if (frame !== 'ok') return frame;
      frames++;
    }
    if (marker === SOS) {
      if (frames === 0) return 'not-valid';
      scans++;
      offset = endOfEntropyData(data, end);
    } else {
      offset = end;
    }
  }
  return 'not-valid'; // no EOI
}

/** Height and width are bytes 1–4 of the frame header; zero height (DNL) is refused. */
function checkFrame(frame: Buffer): StructureVerdict {
  if (frame.length < 6) return 'not-valid';
  const height = frame.readUInt16BE(1);
  const width = frame.readUInt16BE(3);
  if (width === 0 || height === 0) return 'not-valid';
  return withinImageLimits(width, height) ? 'ok' : 'image-too-large';
}

/**
 * Skips scan data: FF 00 is a stuffed byte and FF D0–D7 a restart marker (either after any fill
 * bytes FF); any other FF xx ends it, at the marker's last FF.
 */
function endOfEntropyData(data: Buffer, from: number): number {
  let at = data.indexOf(0xff, from);
  while (at >= 0) {
    let next = at + 1;
    while (data[next] === 0xff) next++;
    const byte = data[next];
    if (byte !== 0x00 && !(byte >= 0xd0 && byte <= 0xd7)) return next - 1;
    at = data.indexOf(0xff, next + 1);
  }
  return data.length;
}
