import { invitationMail } from './invitation-mail';

describe('the invitation mail', () => {
  const link = 'https://app.example.com/session/invite/abc_DEF-123';

  it('names the company and the link, in the invitee’s language', () => {
    const swedish = invitationMail({
      to: 'klara@example.com',
      firstName: 'Klara',
      language: 'sv',
      companyName: 'Exempelbolaget AB',
      link,
      validDays: 14,
    });
    expect(swedish.subject).toBe('Du är inbjuden till Sinnro');
    expect(swedish.text).toContain('Exempelbolaget AB har bjudit in dig');
    expect(swedish.text).toContain(link);
    expect(swedish.text).toContain('14 dagar');
    expect(swedish.html).toContain(`href="${link}"`);

    const english = invitationMail({
      to: 'robin@example.com',
      firstName: 'Robin',
      language: 'en',
      companyName: null,
      link,
      validDays: 3,
    });
    expect(english.subject).toBe('You are invited to Sinnro');
    expect(english.text).toContain('You have been invited to Sinnro');
    expect(english.text).toContain('3 days');
  });

  it('escapes names in HTML', () => {
    const mail = invitationMail({
      to: 'x@example.com',
      firstName: '<b>x</b>',
      language: 'en',
      companyName: '<script>',
      link,
      validDays: 1,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
  });
});
