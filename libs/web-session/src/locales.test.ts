import { describe, expect, it } from 'vitest';
import {
  applyDocumentLocale,
  isLocale,
  otherLocale,
  readSelectedLocale,
  storeSelectedLocale,
} from './locales';

describe('locales', () => {
  it('start in Swedish and remember the chosen language in the selectedLocale cookie', () => {
    expect(readSelectedLocale()).toBe('sv');
    storeSelectedLocale('en');
    expect(document.cookie).toContain('selectedLocale=en');
    expect(readSelectedLocale()).toBe('en');
  });

  it('ignore a cookie naming a language the apps do not have', () => {
    document.cookie = 'selectedLocale=fi; path=/';
    expect(readSelectedLocale()).toBe('sv');
    expect(isLocale('fi')).toBe(false);
  });

  it('offer the other language', () => {
    expect(otherLocale('sv')).toBe('en');
    expect(otherLocale('en')).toBe('sv');
  });

  it('set the document language and direction', () => {
    applyDocumentLocale('ar-SA');
    expect(document.documentElement.lang).toBe('ar-SA');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLocale('sv');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
