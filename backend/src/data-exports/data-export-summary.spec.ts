import { EXPORT_KINDS, type ExportKind } from './data-export-contents';
import { summaryHtml } from './data-export-summary';

const counts = Object.fromEntries(EXPORT_KINDS.map((kind, index) => [kind, index])) as Record<
  ExportKind,
  number
>;

describe('summaryHtml', () => {
  it('lists every JSON file with its count, in Swedish', () => {
    const html = summaryHtml({
      language: 'sv',
      name: 'Klara Berg',
      createdAt: new Date('2026-11-27T10:00:00Z'),
      counts,
      fileCount: 2,
    });
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('Dina uppgifter i Sinnro');
    expect(html).toContain('27 november 2026 kl. 11:00');
    for (const kind of EXPORT_KINDS) {
      expect(html).toContain(`<code>${kind}.json</code>`);
    }
    expect(html).toContain('<td>Meddelanden i chatten</td><td>4</td>');
    expect(html).toContain('Mappen documents/ innehåller 2 uppladdade filer.');
  });

  it('is in English for an English-speaking person and escapes the name', () => {
    const html = summaryHtml({
      language: 'en',
      name: '<Klara & "Berg">',
      createdAt: new Date('2026-11-27T10:00:00Z'),
      counts,
      fileCount: 0,
    });
    expect(html).toContain('Your data in Sinnro');
    expect(html).toContain('&lt;Klara &amp; &quot;Berg&quot;&gt;');
    expect(html).not.toContain('<Klara');
  });
});
