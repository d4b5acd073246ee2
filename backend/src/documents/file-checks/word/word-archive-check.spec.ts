import {
  buildCompoundFile,
  docxFile,
  docxWith,
  docxWithDoctype,
  docxWithEntityBomb,
  docxWithExternalTemplate,
  docxWithHyperlink,
  docxWithLinkedImage,
  docxWithMacroPart,
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

  it('accepts a document with a web link', async () => {
    await expect(check(docxWithHyperlink())).resolves.toBe('ok');
  });

  it.each([
    ['a macro project that is not OLE2', docxWithMacroPart()],
    ['a macro project elsewhere, in capitals', docxWithMacroPart('word/VBAPROJECT.BIN')],
    [
      'a macro project (OLE2)',
      docxWith('x', [{ name: 'word/vbaProject.bin', data: buildCompoundFile([]) }]),
    ],
  ])('refuses %s as macros', async (_, data) => {
    await expect(check(data)).resolves.toBe('macros');
  });

  it.each([
    ['a template attached from a web server', docxWithExternalTemplate()],
    ['a template attached from a file share', docxWithExternalTemplate('\\\\evil\\t.dotm')],
    ['an image linked from a server', docxWithLinkedImage()],
  ])('refuses %s as an external link', async (_, data) => {
    await expect(check(data)).resolves.toBe('external-link');
  });

  it.each([
    ['a DOCTYPE with an external entity', docxWithDoctype()],
    ['an entity-expansion bomb in the content types', docxWithEntityBomb()],
  ])('refuses %s as XML declarations', async (_, data) => {
    await expect(check(data)).resolves.toBe('xml-declarations');
  });
});
