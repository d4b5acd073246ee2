import { requestLanguage } from './language';

const withHeaders = (headers: Record<string, string>) => ({ headers });

describe('requestLanguage', () => {
  it('defaults to Swedish', () => {
    expect(requestLanguage(withHeaders({}))).toBe('sv');
  });

  it('takes the best supported Accept-Language tag', () => {
    expect(requestLanguage(withHeaders({ 'accept-language': 'en-GB,en;q=0.9' }))).toBe('en');
    expect(requestLanguage(withHeaders({ 'accept-language': 'de, en;q=0.5, sv;q=0.8' }))).toBe(
      'sv',
    );
  });

  it('ignores unsupported tags and falls back to the selectedLocale cookie', () => {
    expect(
      requestLanguage(withHeaders({ 'accept-language': 'fi', cookie: 'a=1; selectedLocale=en' })),
    ).toBe('en');
  });

  it('ignores a cookie with an unknown language', () => {
    expect(requestLanguage(withHeaders({ cookie: 'selectedLocale=xx' }))).toBe('sv');
  });
});
