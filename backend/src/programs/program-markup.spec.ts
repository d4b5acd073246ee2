import { stripMarkup } from './program-markup';

describe('stripMarkup', () => {
  it('removes tags and decodes entities', () => {
    expect(stripMarkup('<p><b>Sömn</b> &amp; stress</p>')).toBe('Sömn & stress');
  });

  it('keeps a plain name as it is, trimmed', () => {
    expect(stripMarkup('  Depression  ')).toBe('Depression');
  });

  it('does not leave words glued together', () => {
    expect(stripMarkup('Del<br>ett')).toBe('Del ett');
  });
});
