import { passwordResetMail } from './password-reset-mail';

describe('the password reset mail', () => {
  const link = 'https://app.example.com/session/reset-password/abc_DEF-123';

  it('is written in the user’s language, with the link in text and HTML', () => {
    const swedish = passwordResetMail({
      to: 'klara@example.com',
      firstName: 'Klara',
      language: 'sv',
      link,
      validMinutes: 60,
    });
    expect(swedish.subject).toBe('Återställ ditt lösenord för Sinnro');
    expect(swedish.text).toContain(link);
    expect(swedish.text).toContain('60 minuter');
    expect(swedish.html).toContain(`href="${link}"`);

    const english = passwordResetMail({
      to: 'robin@example.com',
      firstName: 'Robin',
      language: 'en',
      link,
      validMinutes: 60,
    });
    expect(english.subject).toBe('Reset your Sinnro password');
    expect(english.text).toContain('60 minutes');
  });

  it('escapes the name in HTML', () => {
    const mail = passwordResetMail({
      to: 'x@example.com',
      firstName: '<script>alert("x")</script>',
      language: 'en',
      link,
      validMinutes: 60,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
