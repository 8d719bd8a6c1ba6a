import { durationStats, fillRates, hoursTo, NeedTimes, percentile } from './matching-metrics';

const at = (hours: number) => new Date(Date.UTC(2026, 0, 1) + hours * 3_600_000);
const need = (overrides: Partial<NeedTimes>): NeedTimes => ({ expertise: [], sizeBand: null, createdAt: at(0), firstShortlistedAt: null, acceptedAt: null, ...overrides });

describe('matching metrics', () => {
  it('takes nearest-rank percentiles', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([5], 90)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
  });

  it('measures hours from arrival to a milestone, only for needs that reached it', () => {
    const needs = [need({ firstShortlistedAt: at(2) }), need({ firstShortlistedAt: at(30) }), need({})];
    expect(hoursTo(needs, 'firstShortlistedAt')).toEqual([2, 30]);
    expect(durationStats([30, 2, 10])).toEqual({ count: 3, medianHours: 10, p90Hours: 30 });
    expect(durationStats([])).toEqual({ count: 0, medianHours: null, p90Hours: null });
  });

  it('counts fill rates per key, a need under each of its areas', () => {
    const needs = [
      need({ expertise: ['finance', 'hr'], acceptedAt: at(5) }),
      need({ expertise: ['finance'] }),
      need({ expertise: ['finance'] }),
    ];
    expect(fillRates(needs, (n) => n.expertise)).toEqual([
      { key: 'finance', needs: 3, accepted: 1, rate: 0.33 },
      { key: 'hr', needs: 1, accepted: 1, rate: 1 },
    ]);
  });
});
