import { htmlFile, PNG_SIGNATURE, pngChunk, pngFile } from '../sample-files';
import { checkPng } from './png-check';

const IEND = pngChunk('IEND', Buffer.alloc(0));

function header(width: number, height: number, depth = 8, colour = 2): Buffer {
  const data = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, depth, colour, 0, 0, 0]);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  return pngChunk('IHDR', data);
}

const idat = () => pngChunk('IDAT', Buffer.from('789c63606060000000040001', 'hex'));
const png = (...chunks: Buffer[]) => Buffer.concat([PNG_SIGNATURE, ...chunks]);

describe('checkPng', () => {
  it.each([
    ['a 1×1 image', pngFile()],
    ['a 16×16 image', pngFile(16, 16)],
    ['50 megapixels, 20,000 wide', pngFile(20_000, 2_500)],
    [
      'an unknown ancillary chunk',
      png(header(1, 1), pngChunk('abCd', Buffer.from('x')), idat(), IEND),
    ],
  ])('accepts %s', (_, data) => {
    expect(checkPng(data)).toBe('ok');
  });

  it.each([
    ['20,001 pixels wide', pngFile(20_001, 1)],
    ['100 megapixels', pngFile(10_000, 10_000)],
    ['a 4-gigapixel claim', pngFile(65_536, 65_536)],
  ])('refuses %s as too large', (_, data) => {
    expect(checkPng(data)).toBe('image-too-large');
  });

  const corrupted = pngFile();
  corrupted[corrupted.length - 20] ^= 0xff; // inside IDAT: its CRC no longer matches

  it.each([
    ['HTML after IEND', Buffer.concat([pngFile(), htmlFile()])],
    ['one byte after IEND', Buffer.concat([pngFile(), Buffer.from([0])])],
    ['a wrong CRC', corrupted],
    ['no IEND', pngFile().subarray(0, -12)],
    ['a chunk running past the end', pngFile().subarray(0, -14)],
    ['another chunk before IHDR', png(idat(), header(1, 1), IEND)],
    [
      'an unknown critical chunk',
      png(header(1, 1), pngChunk('ABCD', Buffer.alloc(1)), idat(), IEND),
    ],
    ['no image data', png(header(1, 1), IEND)],
    ['a zero width', png(header(0, 1), idat(), IEND)],
    ['a bit depth the colour type cannot have', png(header(1, 1, 4, 2), idat(), IEND)],
    ['an IEND with data', png(header(1, 1), idat(), pngChunk('IEND', Buffer.from('<html>')))],
    [
      'a chunk type that is not letters',
      png(header(1, 1), pngChunk('a<b>', Buffer.alloc(0)), idat(), IEND),
    ],
    ['only the signature', PNG_SIGNATURE],
  ])('refuses %s as not valid', (_, data) => {
    expect(checkPng(data)).toBe('not-valid');
  });
});
