import {
  barValue,
  DEFAULT_BAR_COLOR,
  multiValueAnswer,
  roundedResult,
  shownBarValue,
} from './report-bars';

describe('report bars', () => {
  it('maps a score to 0–100 in steps of 0.5', () => {
    expect(barValue(0, 27)).toBe(0);
    expect(barValue(27, 27)).toBe(100);
    expect(barValue(10, 27)).toBe(37); // 37.04
    expect(barValue(1, 8)).toBe(12.5);
    expect(barValue(1, 3)).toBe(33.5); // 33.33 → 33.5
    expect(barValue(40, 27)).toBe(100);
    expect(barValue(-3, 27)).toBe(0);
    expect(barValue(5, 0)).toBe(0);
  });

  it('shows the value clamped to 1.5–98.5', () => {
    expect(shownBarValue(0)).toBe(1.5);
    expect(shownBarValue(1)).toBe(1.5);
    expect(shownBarValue(50)).toBe(50);
    expect(shownBarValue(99)).toBe(98.5);
    expect(shownBarValue(100)).toBe(98.5);
  });

  it('rounds results and greys a score without a band', () => {
    expect(roundedResult(7.5)).toBe(8);
    expect(roundedResult(7.49)).toBe(7);
    expect(DEFAULT_BAR_COLOR).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('splits multi-value answers by commas and lower-cases all but the first', () => {
    expect(multiValueAnswer(['Sömn', 'Oro, Stress'])).toBe('Sömn, oro, stress');
    expect(multiValueAnswer(['Walking'])).toBe('Walking');
    expect(multiValueAnswer([' A ,B', '', 'C'])).toBe('A, b, c');
    expect(multiValueAnswer([])).toBe('');
  });
});
