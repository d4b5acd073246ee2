import { stripMarkup } from './program-markup';

describe('stripMarkup', () => {
  it('removes tags and decodes entities', () => {
    expect(stripMarkup('<p><b>Sömn</b> &amp; stress</p>')).toBe('Sömn & stress');
  });

  it('keeps a plain name as it is, trimmed', () => {
    expect(stripMarkup('  Depression  ')).toBe('Depression');
  });

  it('collapses any white space, not only spaces', () => {
    expect(stripMarkup('Sömn\u00a0och\tstress  i dag')).toBe('Sömn och stress i dag');
    expect(stripMarkup('Modul 5')).toBe('Modul 5');
  });

  it('does not leave words glued together', () => {
    expect(stripMarkup('Del<br>ett')).toBe('Del ett');
  });
});
