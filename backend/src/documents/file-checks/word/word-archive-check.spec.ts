import {
  buildCompoundFile,
  docxFile,
  docxWith,
  docxWithNestedZipBomb,
  jpegFile,
  plainZip,
  pngFile,
} from '../sample-files';
import { OFFICE_ZIP_LIMITS } from '../zip-inspector';
import { gzipSync } from 'node:zlib';
import { checkWordArchive } from './word-archive-check';

const check = (data: Buffer) => checkWordArchive(data, OFFICE_ZIP_LIMITS);

function tarHeader(): Buffer {
  const header = Buffer.alloc(512);
  header.write('notes.txt', 0);
  header.write('ustar\u000000', 257, 'latin1');
  return header;
}

describe('checkWordArchive', () => {
  it('accepts a document with images and binary printer settings', async () => {
    const document = docxWith('Hej', [
      { name: 'word/media/image1.png', data: pngFile() },
      { name: 'word/media/image2.jpeg', data: jpegFile() },
      { name: 'word/printerSettings/printerSettings1.bin', data: Buffer.alloc(64, 7) },
    ]);
    await expect(check(document)).resolves.toBe('ok');
    await expect(check(docxFile())).resolves.toBe('ok');
  });

  it.each([
    ['a nested 200 MB zip under an innocent name', docxWithNestedZipBomb()],
    ['a zip named .xml', docxWith('x', [{ name: 'customXml/item1.xml', data: plainZip() }])],
    [
      'a macro project (OLE2)',
      docxWith('x', [{ name: 'word/vbaProject.bin', data: buildCompoundFile([]) }]),
    ],
    [
      'an embedded OLE object',
      docxWith('x', [{ name: 'word/embeddings/oleObject1.bin', data: buildCompoundFile([]) }]),
    ],
    ['a gzip stream', docxWith('x', [{ name: 'word/media/image1.png', data: gzipSync('hej') }])],
    ['a tar archive', docxWith('x', [{ name: 'word/media/data', data: tarHeader() }])],
    [
      'a 7z named by extension only',
      docxWith('x', [{ name: 'word/embeddings/a.7z', data: Buffer.from('hej') }]),
    ],
    [
      'an embedded workbook (.xlsx)',
      docxWith('x', [{ name: 'word/embeddings/Blad1.XLSX', data: Buffer.from('hej') }]),
    ],
  ])('refuses %s as active content', async (_, data) => {
    await expect(check(data)).resolves.toBe('active-content');
  });
});
