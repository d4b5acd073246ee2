import {
  htmlFile,
  onePagePdf,
  pdfFile,
  pdfOfSize,
  pdfWithHtmlBody,
  pdfWithObjectStreams,
  pdfWithOpenActionJavaScript,
  streamObject,
} from '../sample-files';
import { checkPdf } from './pdf-check';

const latin1 = (data: Buffer) => data.toString('latin1');
const edited = (data: Buffer, from: string | RegExp, to: string) =>
  Buffer.from(latin1(data).replace(from, to), 'latin1');

describe('checkPdf', () => {
  it.each([
    ['a one-page PDF with a cross-reference table', pdfFile()],
    ['a PDF 1.5 with object streams and a cross-reference stream', pdfWithObjectStreams()],
    ['a PDF padded to 200 kB', pdfOfSize(200_000)],
    ['an /OpenAction that only opens a page', onePagePdf('Hej', '/OpenAction [3 0 R /Fit] ')],
    [
      'names spelled inside strings',
      onePagePdf('Hej', '', ['<< /Title (Om /JavaScript och /JS) >>']),
    ],
    [
      'white space and NULs after %%EOF',
      onePagePdf('Hej', '', [], { appended: Buffer.from('\r\n\0\0') }),
    ],
  ])('accepts %s', async (_, data) => {
    await expect(checkPdf(data)).resolves.toBe('ok');
  });

  it.each([
    ['a PDF whose body is HTML (in a comment)', pdfWithHtmlBody()],
    ['HTML in a string', onePagePdf('Hej', '', ['<< /Title (<script>alert(1)</script>) >>'])],
    [
      'HTML between the header and the objects',
      onePagePdf('Hej', '', [], { preamble: '<html>\n' }),
    ],
    ['a header that is not at byte 0', Buffer.concat([Buffer.from('\n'), pdfFile()])],
    ['no %%EOF', pdfFile().subarray(0, -6)],
    ['HTML after %%EOF', onePagePdf('Hej', '', [], { appended: htmlFile() })],
    ['no startxref', edited(pdfFile(), 'startxref', 'startxrefx')],
    [
      'a startxref that points at no cross-reference',
      edited(pdfFile(), /startxref\n\d+/, 'startxref\n20'),
    ],
    ['a startxref beyond the end', edited(pdfFile(), /startxref\n\d+/, 'startxref\n99999999')],
    ['an unterminated string', onePagePdf('Hej', '', ['<< /Title (oavslutad >>'])],
    ['a stray closing parenthesis', onePagePdf('Hej', '', ['<< /Title oavslutad) >>'])],
    ['a hex string with other characters', onePagePdf('Hej', '', ['<< /ID <zz> >>'])],
    [
      'an object hidden in stream data, where a reader finds it by offset',
      onePagePdf('Hej', '', [
        streamObject('', Buffer.from('7 0 obj << /S /JavaScript /JS (x) >> endobj')),
      ]),
    ],
    [
      'an object hidden in a string',
      onePagePdf('Hej', '', ['<< /Title (\n7 0 obj << /S /Launch /F (cmd) >> endobj\n) >>']),
    ],
    [
      'an object stream with a filter that is not read',
      onePagePdf('Hej', '', [
        streamObject('/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode', Buffer.from('garbage')),
      ]),
    ],
    [
      'an object stream that does not inflate',
      onePagePdf('Hej', '', [
        streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', Buffer.from('garbage')),
      ]),
    ],
    [
      'stream data outside any object',
      onePagePdf('Hej', '', [], { preamble: '<< /Length 1 >> stream\nx\nendstream\n' }),
    ],
    ['a truncated file', pdfFile().subarray(0, 300)],
  ])('refuses %s as not valid', async (_, data) => {
    await expect(checkPdf(data)).resolves.toBe('not-valid');
  });

  it.each([
    ['an /OpenAction running JavaScript', pdfWithOpenActionJavaScript()],
    [
      'JavaScript named in hex escapes',
      onePagePdf('Hej', '/OpenAction << /S /J#61vaScript /J#53 (x) >> '),
    ],
    ['a /JS key alone, fully escaped', onePagePdf('Hej', '/OpenAction << /#4A#53 (x) >> ')],
    [
      'additional actions (/AA)',
      onePagePdf('Hej', '/AA << /O 6 0 R >> ', ['<< /S /URI /URI (x) >>']),
    ],
    ['a /Launch action', onePagePdf('Hej', '/OpenAction << /S /Launch /F (cmd.exe) >> ')],
    ['embedded files', onePagePdf('Hej', '/Names << /EmbeddedFiles << /Names [] >> >> ')],
    [
      'an embedded file stream',
      onePagePdf('Hej', '', [streamObject('/Type /EmbeddedFile', Buffer.from('MZ'))]),
    ],
    ['an XFA form', onePagePdf('Hej', '/AcroForm << /Fields [] /XFA 6 0 R >> ', ['<< >>'])],
    ['rich media', onePagePdf('Hej', '', ['<< /Type /Annot /Subtype /RichMedia >>'])],
    [
      'JavaScript inside a compressed object stream',
      pdfWithObjectStreams('/OpenAction 8 0 R ', [
        { number: 8, body: '<< /S /JavaScript /JS (app.alert\\(1\\)) >>' },
      ]),
    ],
  ])('refuses %s as active content', async (_, data) => {
    await expect(checkPdf(data)).resolves.toBe('active-content');
  });
});
