import { dataExportReadyMail } from './data-export-mail';

describe('dataExportReadyMail', () => {
  it.each([
    [
      'sv',
      'Dina uppgifter från Sinnro är klara att hämta',
      'Hämta mina uppgifter',
      'gäller i 7 dagar',
    ],
    ['en', 'Your data from Sinnro is ready to download', 'Download my data', 'valid for 7 days'],
  ] as const)('carries the link and no content, in %s', (language, subject, action, validity) => {
    const mail = dataExportReadyMail({
      to: 'klara@example.com',
      firstName: 'Klara',
      language,
      link: 'https://app.example/client/data-export/abc',
      validDays: 7,
    });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`${action}: https://app.example/client/data-export/abc`);
    expect(mail.text).toContain(validity);
    expect(mail.html).toContain('href="https://app.example/client/data-export/abc"');
  });
});
