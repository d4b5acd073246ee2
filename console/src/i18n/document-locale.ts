const RIGHT_TO_LEFT_LANGUAGES = ['he', 'ar'];

/** Keeps <html lang dir> in step with the UI language (screen readers, hyphenation, RTL). */
export function applyDocumentLocale(locale: string): void {
  const language = locale.split('-')[0] ?? locale;
  document.documentElement.lang = locale;
  document.documentElement.dir = RIGHT_TO_LEFT_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}
