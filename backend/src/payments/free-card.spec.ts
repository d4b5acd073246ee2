import { cardValidityOn, longerThanAllowed, normaliseCardNumber, parseCardDate } from './free-card';

describe('free-card rules', () => {
  it('reads ISO dates and month/day/year with slashes, nothing else', () => {
    expect(parseCardDate('2027-01-31')).toBe('2027-01-31');
    expect(parseCardDate('1/31/2027')).toBe('2027-01-31');
    expect(parseCardDate('12/01/2026')).toBe('2026-12-01');
    expect(parseCardDate('31/01/2027')).toBeNull();
    expect(parseCardDate('2027-02-30')).toBeNull();
    expect(parseCardDate('31.01.2027')).toBeNull();
  });

  it('takes 5-20 digits, spaces and hyphens removed', () => {
    expect(normaliseCardNumber('123 456-789')).toBe('123456789');
    expect(normaliseCardNumber('1234')).toBeNull();
    expect(normaliseCardNumber('12345abc')).toBeNull();
    expect(normaliseCardNumber('1'.repeat(21))).toBeNull();
  });

  it('allows at most twelve months', () => {
    expect(longerThanAllowed('2026-03-01', '2027-02-28')).toBe(false);
    expect(longerThanAllowed('2026-03-01', '2027-03-01')).toBe(true);
  });

  it('is valid from its first to its last day', () => {
    const card = { valid_from: '2026-01-01', valid_to: '2026-12-31' };
    expect(cardValidityOn(card, '2025-12-31')).toBe('future');
    expect(cardValidityOn(card, '2026-01-01')).toBe('valid');
    expect(cardValidityOn(card, '2026-12-31')).toBe('valid');
    expect(cardValidityOn(card, '2027-01-01')).toBe('expired');
  });
});
