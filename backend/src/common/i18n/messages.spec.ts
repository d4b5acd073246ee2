import { MESSAGES, translate } from './messages';

describe('message catalogue', () => {
  it('has a non-empty text in both languages for every key', () => {
    for (const texts of Object.values(MESSAGES)) {
      expect(texts.sv.length).toBeGreaterThan(0);
      expect(texts.en.length).toBeGreaterThan(0);
    }
  });

  it('fills parameters', () => {
    expect(translate({ key: 'validation.tooShort', params: { min: 8 } }, 'en')).toBe(
      'Must be at least 8 characters',
    );
  });

  it('uses the specification text for a failed login in both languages', () => {
    expect(translate({ key: 'auth.loginFailed' }, 'sv')).toBe(
      'Felaktigt användarnamn eller lösenord',
    );
  });
});
