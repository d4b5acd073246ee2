import { escapeHtml, renderErrorPage, renderLoginPage } from './interaction-page';

describe('the development issuer page', () => {
  it('asks for the personal number in Swedish and lists the test persons', () => {
    const page = renderLoginPage({ language: 'sv', action: '/dev-eid/interaction/abc' });
    expect(page).toContain('<html lang="sv">');
    expect(page).toContain('action="/dev-eid/interaction/abc"');
    expect(page).toContain('Personnummer (12 siffror, ÅÅÅÅMMDDNNNN)');
    expect(page).toContain('191212121212');
    expect(page).toContain('Skyddad Person (skyddad identitet)');
    expect(page).toContain('href="/dev-eid/interaction/abc?lang=en"');
  });

  it('explains a wrong check digit in English and keeps what was typed, escaped', () => {
    const page = renderLoginPage({
      language: 'en',
      action: '/dev-eid/interaction/abc',
      value: '"><script>',
      problem: 'checkDigit',
    });
    expect(page).toContain('Invalid personal identity number: the check digit is wrong.');
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;"');
    expect(page).not.toContain('<script>');
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('has an error page in both languages', () => {
    expect(renderErrorPage('sv', 'sessionGone')).toContain('Inloggningen kunde inte slutföras');
    expect(renderErrorPage('en', 'issuerError')).toContain('The login could not be completed');
  });
});
