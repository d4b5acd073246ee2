import { intervalErrors, intervalFor } from './intervals';

describe('intervalErrors', () => {
  const phq9 = [
    { start_value: 0, value: 4 },
    { start_value: 5, value: 9 },
    { start_value: 10, value: 14 },
    { start_value: 15, value: 19 },
    { start_value: 20, value: 27 },
  ];

  it('accepts ordered, contiguous bands, single-value ones included', () => {
    expect(intervalErrors(phq9)).toEqual({});
    expect(intervalErrors([{ start_value: 3, value: 3 }])).toEqual({});
  });

  it('requires at least one interval', () => {
    expect(intervalErrors([])).toEqual({ intervals: [{ key: 'reports.intervalsRequired' }] });
  });

  it('refuses a start after the end', () => {
    expect(intervalErrors([{ start_value: 5, value: 4 }])).toEqual({
      'intervals.0.start_value': [{ key: 'reports.intervalBounds' }],
    });
  });

  it('refuses overlaps and intervals out of order', () => {
    expect(intervalErrors([phq9[0], { start_value: 4, value: 9 }])).toEqual({
      'intervals.1.start_value': [{ key: 'reports.intervalOverlap' }],
    });
    expect(intervalErrors([phq9[1], phq9[0]])).toEqual({
      'intervals.1.start_value': [{ key: 'reports.intervalOverlap' }],
    });
  });

  it('refuses a gap, saying where the interval should start', () => {
    expect(intervalErrors([phq9[0], { start_value: 6, value: 9 }])).toEqual({
      'intervals.1.start_value': [{ key: 'reports.intervalGap', params: { expected: 5 } }],
    });
  });
});

describe('intervalFor', () => {
  const bands = [
    { startValue: 0, value: 4, label: 'minimal' },
    { startValue: 5, value: 9, label: 'mild' },
  ];

  it('includes both bounds', () => {
    expect(intervalFor(bands, 0)?.label).toBe('minimal');
    expect(intervalFor(bands, 4)?.label).toBe('minimal');
    expect(intervalFor(bands, 5)?.label).toBe('mild');
    expect(intervalFor(bands, 9)?.label).toBe('mild');
  });

  it('answers nothing outside all bands', () => {
    expect(intervalFor(bands, 10)).toBeUndefined();
    expect(intervalFor(bands, -1)).toBeUndefined();
  });
});
