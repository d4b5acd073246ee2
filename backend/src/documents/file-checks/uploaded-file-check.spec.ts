import { checkUploadedFile, MAX_DOCUMENT_BYTES } from './uploaded-file-check';
import {
  buildZip,
  docFile,
  docxBomb,
  docxFile,
  docxLyingBomb,
  executableFile,
  htmlFile,
  jpegFile,
  pdfFile,
  pdfOfSize,
  pdfWithObjectStreams,
  plainZip,
  pngFile,
  POLYGLOTS,
} from './sample-files';
import { readCentralDirectory } from './zip-inspector';

describe('checkUploadedFile', () => {
  it.each([
    ['kontrakt.pdf', 'application/pdf', pdfFile()],
    ['modern.pdf', 'application/pdf', pdfWithObjectStreams()],
    ['bild.PNG', 'image/png', pngFile()],
    ['foto.jpg', 'image/jpeg', jpegFile()],
    ['foto.jpeg', 'image/jpeg', jpegFile(640, 480)],
    ['gammal.doc', 'application/msword', docFile()],
    [
      'ny.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      docxFile(),
    ],
  ])('accepts %s as %s', async (name, contentType, data) => {
    await expect(checkUploadedFile(name, data)).resolves.toMatchObject({ ok: true, contentType });
  });

  it.each([
    ['an executable renamed .pdf', 'faktura.pdf', executableFile()],
    ['HTML renamed .png', 'bild.png', htmlFile()],
    ['a PNG named .pdf', 'dokument.pdf', pngFile()],
    ['a PDF named .docx', 'dokument.docx', pdfFile()],
    ['a DOCX named .doc', 'dokument.doc', docxFile()],
    ['a DOCX named .pdf', 'dokument.pdf', docxFile()],
    ['a file without extension', 'dokument', pdfFile()],
    ['an unlisted extension', 'skript.exe', pdfFile()],
  ])('refuses %s as the wrong type', async (_, name, data) => {
    await expect(checkUploadedFile(name, data)).resolves.toEqual({
      ok: false,
      problem: 'wrong-type',
    });
  });

  it('refuses an empty file as not valid', async () => {
    await expect(checkUploadedFile('tom.pdf', Buffer.alloc(0))).resolves.toEqual({
      ok: false,
      problem: 'empty',
    });
  });

  it('accepts exactly 5 MB and refuses one byte more', async () => {
    const at = pdfOfSize(MAX_DOCUMENT_BYTES);
    expect(at).toHaveLength(MAX_DOCUMENT_BYTES);
    await expect(checkUploadedFile('stor.pdf', at)).resolves.toMatchObject({ ok: true });
    await expect(
      checkUploadedFile('stor.pdf', Buffer.concat([at, Buffer.alloc(1)])),
    ).resolves.toEqual({ ok: false, problem: 'too-large' });
  });

  it.each([
    ['a zip bomb (honest headers)', docxBomb()],
    ['a zip bomb whose headers understate the size', docxLyingBomb()],
    ['a zip that is not a Word document', plainZip()],
    ['a truncated DOCX', docxFile().subarray(0, 200)],
  ])('refuses %s as not valid', async (_, data) => {
    await expect(checkUploadedFile('dokument.docx', data)).resolves.toEqual({
      ok: false,
      problem: 'not-valid',
    });
  });

  it.each([
    ['a PDF whose body is HTML', 'not-valid'],
    ['a PDF with /OpenAction JavaScript', 'active-content'],
    ['a PNG with HTML appended', 'not-valid'],
    ['a JPEG with a ZIP appended', 'not-valid'],
    ['an OLE2 file that is not Word, named .doc', 'wrong-type'],
    ['a DOCX holding a nested 200 MB zip', 'active-content'],
  ])('refuses the polyglot %s (%s)', async (label, problem) => {
    const polyglot = POLYGLOTS.find((candidate) => candidate.label === label);
    if (!polyglot) throw new Error(`No polyglot ${label}`);
    await expect(checkUploadedFile(polyglot.name, polyglot.data())).resolves.toEqual({
      ok: false,
      problem,
    });
  });
});

describe('readCentralDirectory', () => {
  it('lists the entries of a well-formed archive', () => {
    const verdict = readCentralDirectory(docxFile());
    expect(verdict.ok && verdict.entries.map((entry) => entry.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ]);
  });

  it('refuses more entries than the limit', () => {
    const many = buildZip(
      Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.xml`, data: Buffer.from('x') })),
    );
    const limits = {
      maxEntries: 10,
      maxTotalUncompressed: 1e9,
      maxCompressionRatio: 1e9,
      ratioFloor: 0,
    };
    expect(readCentralDirectory(many, limits)).toEqual({ ok: false, reason: 'too-many-entries' });
  });

  it('refuses a total above the limit and a compression ratio above the limit', () => {
    expect(readCentralDirectory(docxBomb(30 * 1024 * 1024))).toEqual({
      ok: false,
      reason: 'too-large',
    });
    expect(readCentralDirectory(docxBomb(2 * 1024 * 1024))).toEqual({ ok: false, reason: 'ratio' });
  });

  it('answers malformed for bytes that are not a zip', () => {
    expect(readCentralDirectory(Buffer.from('PK\u0003\u0004 but nothing else'))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
