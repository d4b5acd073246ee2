import { attachmentDisposition, sanitiseFileName } from './document-file-name';

describe('sanitiseFileName', () => {
  it('drops folders, control characters and quotes', () => {
    expect(sanitiseFileName('../../etc/pass"wd\r\n.pdf', 'pdf')).toBe('passwd.pdf');
    expect(sanitiseFileName('C:\\Users\\x\\Intyg.pdf', 'pdf')).toBe('Intyg.pdf');
  });

  it('keeps Swedish letters and falls back to a neutral name', () => {
    expect(sanitiseFileName('Läkarintyg Åsa.pdf', 'pdf')).toBe('Läkarintyg Åsa.pdf');
    expect(sanitiseFileName('...', 'png')).toBe('document.png');
  });

  it('shortens long names but keeps the extension', () => {
    const name = sanitiseFileName(`${'a'.repeat(300)}.docx`, 'docx');
    expect(name).toHaveLength(200);
    expect(name.endsWith('.docx')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('names the file in ASCII and exactly in UTF-8', () => {
    expect(attachmentDisposition('Läkarintyg (1).pdf')).toBe(
      `attachment; filename="Lakarintyg (1).pdf"; filename*=UTF-8''L%C3%A4karintyg%20%281%29.pdf`,
    );
  });
});
