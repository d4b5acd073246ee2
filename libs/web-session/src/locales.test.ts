import { describe, expect, it } from 'vitest';
import {
  applyDocumentLocale,
  CONSOLE_LOCALES,
  isConsoleLocale,
  isLocale,
  isRightToLeft,
  otherLocale,
  readSelectedConsoleLocale,
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

  it('offer the console Hebrew and Arabic besides Swedish and English, right to left', () => {
    expect(CONSOLE_LOCALES).toEqual(['sv', 'en', 'he', 'ar']);
    expect(isConsoleLocale('ar')).toBe(true);
    expect(isConsoleLocale('fi')).toBe(false);
    expect(['sv', 'en', 'he', 'ar', 'he-IL'].map(isRightToLeft)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('keep a console-only language to the console: client-web reads Swedish from it', () => {
    storeSelectedLocale('ar');
    expect(document.cookie).toContain('selectedLocale=ar');
    expect(readSelectedConsoleLocale()).toBe('ar');
    expect(readSelectedLocale()).toBe('sv');
    expect(isLocale('ar')).toBe(false);
  });
});
