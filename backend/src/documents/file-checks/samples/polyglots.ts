import { constants, crc32, deflateRawSync } from 'node:zlib';
import { excelWorkbook } from './compound-file-samples';
import { htmlFile, jpegFile, pngFile } from './image-samples';
import { onePagePdf } from './pdf-samples';
import { buildZip, docxWith, plainZip } from './zip-samples';

/**
 * The files a probe got stored although each is also something else, or carries something: every
 * one starts with the right magic bytes for its name.
 */

const HTML = '<html><body><script>fetch("/api/v1/users")</script></body></html>';

/** A PDF whose body is HTML (in a comment line a PDF reader skips and a browser renders). */
export function pdfWithHtmlBody(): Buffer {
  return onePagePdf('Hej', '', [], { preamble: `%${HTML}\n` });
}

/** A PDF that runs JavaScript when opened. */
export function pdfWithOpenActionJavaScript(): Buffer {
  return onePagePdf('Hej', '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> ');
}

/** A PNG with an HTML page after its IEND chunk. */
export function pngWithHtmlAppended(): Buffer {
  return Buffer.concat([pngFile(), htmlFile()]);
}

/** A JPEG with a zip archive after its EOI marker. */
export function jpegWithZipAppended(): Buffer {
  return Buffer.concat([jpegFile(), plainZip()]);
}

/** An OLE2 compound file that is not Word (an Excel workbook), named .doc. */
export function oleNotWord(): Buffer {
  return excelWorkbook();
}

const MEBIBYTE = 1024 * 1024;

/**
 * Raw deflate data for `mebibytes` MiB of zeros, without holding them: one deflated MiB ending on
 * a sync flush (a non-final block), repeated, then an empty final block.
 */
export function deflatedZeros(mebibytes: number): { deflated: Buffer; crc: number } {
  const zeros = Buffer.alloc(MEBIBYTE);
  const unit = deflateRawSync(zeros, { finishFlush: constants.Z_SYNC_FLUSH });
  let crc = 0;
  for (let index = 0; index < mebibytes; index++) crc = crc32(zeros, crc);
  const finalBlock = Buffer.from([0x03, 0x00]);
  return { deflated: Buffer.concat([...Array<Buffer>(mebibytes).fill(unit), finalBlock]), crc };
}

/** A zip holding one file that inflates to `mebibytes` MiB (200 by default). */
export function zipBomb(mebibytes = 200): Buffer {
  const { deflated, crc } = deflatedZeros(mebibytes);
  return buildZip([{ name: 'data.bin', deflated, size: mebibytes * MEBIBYTE, crc }]);
}

/** A DOCX holding that zip, under a harmless-looking part name. */
export function docxWithNestedZipBomb(): Buffer {
  return docxWith('Samtycke', [{ name: 'customXml/item1.xml', data: zipBomb() }]);
}

/** The six, with the name each was uploaded under. */
export const POLYGLOTS: readonly { label: string; name: string; data: () => Buffer }[] = [
  { label: 'a PDF whose body is HTML', name: 'intyg.pdf', data: pdfWithHtmlBody },
  {
    label: 'a PDF with /OpenAction JavaScript',
    name: 'intyg.pdf',
    data: pdfWithOpenActionJavaScript,
  },
  { label: 'a PNG with HTML appended', name: 'bild.png', data: pngWithHtmlAppended },
  { label: 'a JPEG with a ZIP appended', name: 'foto.jpg', data: jpegWithZipAppended },
  { label: 'an OLE2 file that is not Word, named .doc', name: 'avtal.doc', data: oleNotWord },
  { label: 'a DOCX holding a nested 200 MB zip', name: 'avtal.docx', data: docxWithNestedZipBomb },
];
