import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage, initialLocale } from './locale';

describe('initialLocale', () => {
  it('is Swedish without a selectedLocale cookie', () => {
    expect(initialLocale()).toBe('sv');
  });

  it('follows the selectedLocale cookie', () => {
    document.cookie = 'selectedLocale=en; path=/';
    expect(initialLocale()).toBe('en');
  });

  it('ignores a language the interface does not offer', () => {
    document.cookie = 'selectedLocale=de; path=/';
    expect(initialLocale()).toBe('sv');
  });
});

describe('applyDocumentLanguage', () => {
  it('sets lang and lays out right to left for Hebrew and Arabic', () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    applyDocumentLanguage('sv');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
