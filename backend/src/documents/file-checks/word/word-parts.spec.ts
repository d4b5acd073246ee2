import { hasExternalLink, partText, partVerdict } from './word-parts';

const rels = (...elements: string[]) =>
  Buffer.from(
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${elements.join('')}</Relationships>`,
  );
const TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

describe('partVerdict', () => {
  it.each([
    ['word/vbaProject.bin', Buffer.from('anything')],
    ['WORD/VBAPROJECT.BIN', Buffer.from('anything')],
    ['customXml/vbaData.xml', Buffer.from('<x/>')],
    [
      '[Content_Types].xml',
      Buffer.from('<Override ContentType="application/vnd.ms-office.vbaProject"/>'),
    ],
    [
      '[Content_Types].xml',
      Buffer.from(
        '<Override ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/>',
      ),
    ],
  ])('finds macros in %s', (name, bytes) => {
    expect(partVerdict(name, bytes)).toBe('macros');
  });

  it.each([
    ['word/document.xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///">]><x/>'],
    ['word/styles.xml', '<!doctype x><x/>'],
    ['_rels/.rels', '<!ENTITY a "b"><Relationships/>'],
  ])('finds XML declarations in %s', (name, text) => {
    expect(partVerdict(name, Buffer.from(text))).toBe('xml-declarations');
  });

  it('reads UTF-16 parts (with their byte-order mark) as Office writes them', () => {
    const text = '<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE x><x/>';
    const little = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const big = Buffer.from(little).swap16();
    expect(partText(little)).toBe(text);
    expect(partText(big)).toBe(text);
    expect(partVerdict('word/document.xml', big)).toBe('xml-declarations');
  });

  it.each([
    [
      `<Relationship Id="r" Type="${TYPE}/attachedTemplate" Target="http://x/t.dotm" TargetMode="External"/>`,
    ],
    [`<Relationship Id="r" Type="${TYPE}/image" Target="https://x/p.png" TargetMode='External'/>`],
    [`<Relationship Id="r" Type="${TYPE}/oleObject" Target="\\\\server\\share\\a.bin"/>`],
    [`<Relationship Id="r" Type="${TYPE}/frame" Target="file:///c:/x.html"/>`],
  ])('finds an external link other than a hyperlink: %s', (element) => {
    expect(hasExternalLink(rels(element).toString())).toBe(true);
    expect(partVerdict('word/_rels/document.xml.rels', rels(element))).toBe('external-link');
  });

  it('lets hyperlinks and the parts’ own relationships through', () => {
    const element =
      `<Relationship Id="r1" Type="${TYPE}/hyperlink" Target="https://www.1177.se/" TargetMode="External"/>` +
      `<Relationship Id="r2" Type="${TYPE}/styles" Target="styles.xml"/>` +
      `<Relationship Id="r3" Type="${TYPE}/image" Target="media/image1.png"/>`;
    expect(partVerdict('word/_rels/document.xml.rels', rels(element))).toBe('ok');
  });

  it('reads no bytes of media parts', () => {
    expect(partVerdict('word/media/image1.png', Buffer.from('<!DOCTYPE x>'))).toBe('ok');
  });
});
