import { jpegFile, plainZip } from '../sample-files';
import { checkJpeg } from './jpeg-check';

/** The JPEG sample this check replaced: a progressive frame whose scan ends without data or EOI. */
const TRUNCATED = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP////////////////////////////////////////////' +
    '//////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAA' +
    'AAAAAP/aAAgBAQABPxA=',
  'base64',
);

const SOF0 = Buffer.from([0xff, 0xc0]);
const fromHex = (text: string) => Buffer.from(text, 'hex');

/** The sample with the first marker `marker` (hex) preceded by `before` (hex). */
function inserted(marker: string, before: string): Buffer {
  const data = jpegFile();
  const at = data.indexOf(fromHex(marker));
  return Buffer.concat([data.subarray(0, at), fromHex(before), data.subarray(at)]);
}

/** The sample with its frame segment (SOF0 … ) replaced by `frame`. */
function withFrame(frame: Buffer): Buffer {
  const data = jpegFile();
  const at = data.indexOf(SOF0);
  const end = at + 2 + data.readUInt16BE(at + 2);
  return Buffer.concat([data.subarray(0, at), frame, data.subarray(end)]);
}

function frame(width: number, height: number): Buffer {
  const segment = fromHex('ffc0000b080000000001011100');
  segment.writeUInt16BE(height, 5);
  segment.writeUInt16BE(width, 7);
  return segment;
}

describe('checkJpeg', () => {
  it.each([
    ['an 8×8 image', jpegFile()],
    ['a 640×480 image', jpegFile(640, 480)],
    ['50 megapixels, 20,000 wide', withFrame(frame(20_000, 2_500))],
    ['fill bytes before a marker', inserted('ffc4', 'ffff')],
  ])('accepts %s', (_, data) => {
    expect(checkJpeg(data)).toBe('ok');
  });

  it.each([
    ['20,001 pixels wide', withFrame(frame(20_001, 1))],
    ['65,535 × 65,535', withFrame(frame(65_535, 65_535))],
  ])('refuses %s as too large', (_, data) => {
    expect(checkJpeg(data)).toBe('image-too-large');
  });

  it.each([
    ['a zip after EOI', Buffer.concat([jpegFile(), plainZip()])],
    ['one byte after EOI', Buffer.concat([jpegFile(), Buffer.from([0])])],
    ['no EOI (the old sample)', TRUNCATED],
    ['no frame', withFrame(Buffer.alloc(0))],
    ['two frames', withFrame(Buffer.concat([frame(8, 8), frame(8, 8)]))],
    ['a zero height', withFrame(frame(8, 0))],
    ['a segment running past the end', jpegFile().subarray(0, 30)],
    ['bytes between segments', inserted('ffdb', '00')],
    ['a second SOI', inserted('ffdb', 'ffd8')],
    ['only SOI', fromHex('ffd8')],
  ])('refuses %s as not valid', (_, data) => {
    expect(checkJpeg(data)).toBe('not-valid');
  });
});
