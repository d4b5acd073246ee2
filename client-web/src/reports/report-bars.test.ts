import { describe, expect, it } from 'vitest';
import { barColor, DEFAULT_BAR_COLOR, shownPosition, unreadCount } from './report-bars';

describe('report bars', () => {
  it('clamps the shown value to 1.5–98.5', () => {
    expect(shownPosition(0)).toBe(1.5);
    expect(shownPosition(1.5)).toBe(1.5);
    expect(shownPosition(37)).toBe(37);
    expect(shownPosition(98.5)).toBe(98.5);
    expect(shownPosition(100)).toBe(98.5);
    expect(shownPosition(Number.NaN)).toBe(1.5);
  });

  it('uses the band colour when it is #rrggbb, else grey', () => {
    expect(barColor('#F0A030')).toBe('#F0A030');
    expect(barColor(null)).toBe(DEFAULT_BAR_COLOR);
    expect(barColor('red')).toBe(DEFAULT_BAR_COLOR);
    expect(barColor('url(javascript:x)')).toBe(DEFAULT_BAR_COLOR);
  });

  it('counts the reports not yet viewed', () => {
    expect(unreadCount([{ viewed: true }, { viewed: false }, { viewed: false }])).toBe(2);
    expect(unreadCount([])).toBe(0);
  });
});
