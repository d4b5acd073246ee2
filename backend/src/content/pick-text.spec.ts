import { pickText } from './pick-text';

describe('pickText', () => {
  const texts = [
    { language: 'sv' as const, name: 'Sömn' },
    { language: 'en' as const, name: 'Sleep' },
  ];

  it('answers the asked language when it has a text', () => {
    expect(pickText(texts, 'en')).toEqual({ text: texts[1], language: 'en', fallback: false });
  });

  it('falls back to Swedish and says so', () => {
    expect(pickText([texts[0]], 'en')).toEqual({ text: texts[0], language: 'sv', fallback: true });
  });

  it('is not a fallback when Swedish was asked', () => {
    expect(pickText([texts[0]], 'sv').fallback).toBe(false);
  });

  it('answers no text when there is none at all', () => {
    expect(pickText([], 'en')).toEqual({ text: undefined, language: 'sv', fallback: true });
  });
});
