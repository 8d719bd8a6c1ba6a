import { analyticsWindow, fillDays, visitRetentionCutoff } from './visit-calendar';

describe('visitRetentionCutoff (D11: 13 months)', () => {
  it('goes back 13 calendar months to the same moment', () => {
    expect(visitRetentionCutoff(new Date('2026-11-23T18:45:00.000Z'), 13).toISOString()).toBe('2025-10-23T18:45:00.000Z');
  });

  it('crosses year boundaries', () => {
    expect(visitRetentionCutoff(new Date('2026-01-15T00:00:00.000Z'), 13).toISOString()).toBe('2024-12-15T00:00:00.000Z');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(visitRetentionCutoff(new Date('2026-03-31T12:00:00.000Z'), 13).toISOString()).toBe('2025-02-28T12:00:00.000Z');
    expect(visitRetentionCutoff(new Date('2025-03-31T12:00:00.000Z'), 13).toISOString()).toBe('2024-02-29T12:00:00.000Z');
  });
});

describe('analyticsWindow', () => {
  it('covers the last n UTC days, today included, oldest first', () => {
    const { since, dates } = analyticsWindow(new Date('2026-11-23T00:30:00.000Z'), 30);
    expect(dates).toHaveLength(30);
    expect(dates[0]).toBe('2026-10-25');
    expect(dates[29]).toBe('2026-11-23');
    expect(since.toISOString()).toBe('2026-10-25T00:00:00.000Z');
  });
});

describe('fillDays', () => {
  it('keeps counted days and fills the others with zeros', () => {
    const filled = fillDays(['2026-11-21', '2026-11-22', '2026-11-23'], [{ date: '2026-11-22', visits: 5, uniqueVisitors: 2 }]);
    expect(filled).toEqual([
      { date: '2026-11-21', visits: 0, uniqueVisitors: 0 },
      { date: '2026-11-22', visits: 5, uniqueVisitors: 2 },
      { date: '2026-11-23', visits: 0, uniqueVisitors: 0 },
    ]);
  });
});
