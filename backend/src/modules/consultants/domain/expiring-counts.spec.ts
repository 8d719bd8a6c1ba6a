import { ExpiringCounts } from './expiring-counts';

describe('ExpiringCounts', () => {
  it('answers a total until it expires', () => {
    const counts = new ExpiringCounts(1000, 10);
    counts.set('a', 5, 0);
    expect(counts.get('a', 999)).toBe(5);
    expect(counts.get('a', 1000)).toBeUndefined();
    expect(counts.get('b', 0)).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const counts = new ExpiringCounts(1000, 2);
    counts.set('a', 1, 0);
    counts.set('b', 2, 0);
    counts.set('c', 3, 0);
    expect([counts.get('a', 1), counts.get('b', 1), counts.get('c', 1)]).toEqual([undefined, 2, 3]);
  });
});
