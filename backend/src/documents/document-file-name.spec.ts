import { attachmentDisposition, sanitiseFileName } from './document-file-name';

describe('sanitiseFileName', () => {
  it('drops folders, control characters and quotes', () => {
    expect(sanitiseFileName('../../etc/pass"wd\r\n.pdf')).toBe('passwd.pdf');
    expect(sanitiseFileName('C:\\Users\\x\\Intyg.pdf')).toBe('Intyg.pdf');
  });

  it('strips bidirectional controls, so the real extension shows', () => {
    expect(sanitiseFileName('inv\u202Efdp.exe.pdf')).toBe('invfdp.exe.pdf');
    const controls = '\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(sanitiseFileName(`a${controls}b.pdf`)).toBe('ab.pdf');
  });

  it('strips other invisible formatting and C1 control characters', () => {
    expect(sanitiseFileName('In\u200Btyg\u00AD\u2060\uFEFF\u0085\u009B.pdf')).toBe('Intyg.pdf');
  });

  it('keeps the extension of a name that is only an extension', () => {
    expect(sanitiseFileName('.pdf')).toBe('document.pdf');
    expect(sanitiseFileName('..\u202E.png')).toBe('document.png');
    expect(sanitiseFileName('.dold.pdf')).toBe('dold.pdf');
  });

  it('keeps Swedish letters and falls back to a neutral name', () => {
    expect(sanitiseFileName('Läkarintyg Åsa.pdf')).toBe('Läkarintyg Åsa.pdf');
    expect(sanitiseFileName('La\u0308karintyg.pdf')).toBe('Läkarintyg.pdf');
    expect(sanitiseFileName('...')).toBe('document');
    expect(sanitiseFileName('\u202E')).toBe('document');
  });

  it('shortens long names but keeps the extension and whole characters', () => {
    const name = sanitiseFileName(`${'a'.repeat(300)}.docx`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.docx')).toBe(true);
    const emoji = sanitiseFileName(`${'a'.repeat(195)}😀😀.pdf`);
    expect(emoji).toBe(`${'a'.repeat(195)}.pdf`);
  });
});

describe('attachmentDisposition', () => {
  it('names the file in ASCII and exactly in UTF-8', () => {
    expect(attachmentDisposition('Läkarintyg (1).pdf')).toBe(
      `attachment; filename="Lakarintyg (1).pdf"; filename*=UTF-8''L%C3%A4karintyg%20%281%29.pdf`,
    );
  });
});
