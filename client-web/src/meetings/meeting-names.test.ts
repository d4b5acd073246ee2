import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { sv } from '../i18n/sv';

describe('the meetings page’s name', () => {
  it.each([
    ['sv', sv],
    ['en', en],
  ] as const)(
    'is one name in the menu, the more drawer and the page heading, in %s',
    (_, texts) => {
      expect(texts.client.menu.appointments).toBe(texts.meetings.title);
      expect(texts.client.more.appointments).toBe(texts.meetings.title);
    },
  );

  it('is “Bokningar” in Swedish and “Appointments” in English', () => {
    expect(sv.meetings.title).toBe('Bokningar');
    expect(en.meetings.title).toBe('Appointments');
  });
});
