import { barPercent, durationText, filtersFrom, onlyKey, percentText } from './outcomeFilters';

describe('outcome filters', () => {
  it('reads known values from the address and falls back for the rest', () => {
    expect(filtersFrom(new URLSearchParams('days=30&expertise=finance&sizeBand=small'))).toEqual({ days: 30, expertise: 'finance', sizeBand: 'small' });
    expect(filtersFrom(new URLSearchParams('days=7&expertise=astrology&sizeBand=huge'))).toEqual({ days: 90, expertise: null, sizeBand: null });
    expect(filtersFrom(new URLSearchParams('expertise=unspecified&sizeBand=unknown'))).toMatchObject({ expertise: 'unspecified', sizeBand: 'unknown' });
  });

  it('keeps the rows of the chosen key only', () => {
    const rows = [{ key: 'finance' }, { key: 'strategy' }];
    expect(onlyKey(rows, 'strategy')).toEqual([{ key: 'strategy' }]);
    expect(onlyKey(rows, null)).toEqual(rows);
  });

  it('draws bars relative to the longest, never a count as nothing', () => {
    expect(barPercent(50, 200)).toBe(25);
    expect(barPercent(1, 1000)).toBe(1);
    expect(barPercent(0, 10)).toBe(0);
    expect(barPercent(3, 0)).toBe(0);
  });

  it('writes rates and durations in words people read', () => {
    expect(percentText(0.67)).toBe('67%');
    expect(percentText(1.5)).toBe('150%');
    expect(percentText(null)).toBe('—');
    expect(durationText(10)).toBe('10 h');
    expect(durationText(288)).toBe('12 days');
    expect(durationText(null)).toBe('—');
  });
});
