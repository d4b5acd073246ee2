export const LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'sv';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

interface LanguageSource {
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The caller's language: the first supported tag of Accept-Language (by q order), else the
 * specification's selectedLocale cookie, else Swedish.
 */
export function requestLanguage(request: LanguageSource): Language {
  return (
    fromAcceptLanguage(headerValue(request.headers['accept-language'])) ??
    fromCookie(headerValue(request.headers.cookie)) ??
    DEFAULT_LANGUAGE
  );
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function fromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

function fromCookie(header: string | undefined): Language | undefined {
  const match = header?.match(/(?:^|;\s*)selectedLocale=([^;]+)/);
  const value = match?.[1]?.trim();
  return isLanguage(value) ? value : undefined;
}
