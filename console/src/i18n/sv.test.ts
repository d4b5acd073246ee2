import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { sv } from './sv';

type Messages = { [key: string]: string | Messages };

/** Every message in a nested messages object, by its dotted key. */
function flatten(messages: object, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages as Messages)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [nested, text] of flatten(value, path)) flat.set(nested, text);
  }
  return flat;
}

function placeholders(message: string): string[] {
  return [...message.matchAll(/%\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

const english = flatten(en);
const swedish = flatten(sv);

describe('Swedish messages', () => {
  it('cover every react-admin key of ra-language-english', () => {
    const missing = [...flatten(englishMessages).keys()].filter((key) => !swedish.has(key));
    expect(missing).toEqual([]);
  });

  it('cover every key of the English messages, app keys included', () => {
    const missing = [...english.keys()].filter((key) => !swedish.has(key));
    expect(missing).toEqual([]);
  });

  it('have no key the English messages lack', () => {
    const extra = [...swedish.keys()].filter((key) => !english.has(key));
    expect(extra).toEqual([]);
  });

  it('use the same placeholders and plural forms as English', () => {
    const differing = [...english].filter(([key, text]) => {
      const translated = swedish.get(key) ?? '';
      return (
        placeholders(translated).join() !== placeholders(text).join() ||
        translated.split(' |||| ').length !== text.split(' |||| ').length
      );
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('translate the texts rather than copy them', () => {
    const words = (text: string) => text.replace(/%\{\w+\}/g, '');
    const untranslated = [...english].filter(
      ([key, text]) => swedish.get(key) === text && /[a-z]{3}/i.test(words(text)),
    );
    // The product name is the same in every language.
    expect(untranslated.map(([key]) => key)).toEqual(['app.name']);
  });
});
