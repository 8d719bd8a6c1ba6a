import { durationStats } from '../../../kernel/report-figures';
import { fillMonths, funnel, hoursBetween, monthWindow, ratingsByKey, repeatCharities } from './outcome-figures';
import { viewerKey } from './viewer-key';

const counts = { searches: 200, profileViews: 80, introductionRequests: 20, needs: 10, shortlists: 8, acceptedMatches: 4, projectsStarted: 3, projectsCompleted: 0, reviewed: 1 };

describe('funnel', () => {
  it('lists the steps in order with the conversion from the previous step', () => {
    const steps = funnel(counts);
    expect(steps.map((step) => step.step)).toEqual(['searches', 'profileViews', 'introductionRequests', 'needs', 'shortlists', 'acceptedMatches', 'projectsStarted', 'projectsCompleted', 'reviewed']);
    expect(steps[0]).toEqual({ step: 'searches', label: 'Directory searches', count: 200, conversion: null });
    expect(steps[1].conversion).toBe(0.4);
    expect(steps[5].conversion).toBe(0.5);
    expect(steps[6].conversion).toBe(0.75);
  });

  it('has no conversion out of an empty step, and shows a conversion above 1 as it is', () => {
    const steps = funnel(counts);
    expect(steps[7].conversion).toBe(0);
    expect(steps[8].conversion).toBeNull();
    expect(funnel({ ...counts, needs: 2, shortlists: 3 })[4].conversion).toBe(1.5);
  });
});

describe('durationStats (median and 90th percentile, nearest rank)', () => {
  it('takes the middle and the 90th-percentile values', () => {
    expect(durationStats([10, 1, 5, 3, 8, 2, 7, 4, 6, 9])).toEqual({ count: 10, medianHours: 5, p90Hours: 9 });
    expect(durationStats([4])).toEqual({ count: 1, medianHours: 4, p90Hours: 4 });
    expect(durationStats([])).toEqual({ count: 0, medianHours: null, p90Hours: null });
  });
});

describe('hoursBetween', () => {
  it('measures the spans that ended and skips the others', () => {
    const from = new Date('2026-11-01T00:00:00Z');
    expect(hoursBetween([{ from, to: new Date('2026-11-01T12:30:00Z') }, { from, to: null }])).toEqual([12.5]);
  });
});

describe('ratingsByKey', () => {
  it('averages per key to one decimal, a review counting under each of its keys', () => {
    expect(ratingsByKey([{ keys: ['finance', 'strategy'], score: 5 }, { keys: ['finance'], score: 4 }, { keys: ['finance'], score: 13 / 3 }])).toEqual([
      { key: 'finance', reviews: 3, average: 4.4 },
      { key: 'strategy', reviews: 1, average: 5 },
    ]);
  });
});

describe('repeatCharities', () => {
  it('counts the charities with two or more projects and their share', () => {
    expect(repeatCharities([1, 2, 3, 1])).toEqual({ charities: 4, repeat: 2, share: 0.5 });
    expect(repeatCharities([])).toEqual({ charities: 0, repeat: 0, share: null });
  });
});

describe('monthWindow and fillMonths', () => {
  it('covers 12 months up to the current one across a year boundary', () => {
    const { since, keys } = monthWindow(new Date('2026-02-15T10:00:00Z'), 12);
    expect(keys[0]).toBe('2025-03');
    expect(keys[11]).toBe('2026-02');
    expect(since.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(fillMonths(keys.slice(10), new Map([['2026-02', 3]]), new Map([['2026-01', 1]]))).toEqual([
      { month: '2026-01', profileViews: 0, introductionRequests: 1 },
      { month: '2026-02', profileViews: 3, introductionRequests: 0 },
    ]);
  });
});

describe('viewerKey', () => {
  it('is the same for the same visitor, consultant and salt, and differs when any of them changes', () => {
    const viewer = { ip: '203.0.113.9', userAgent: 'Firefox' };
    const key = viewerKey('salt-a', 7, viewer);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('203.0.113.9');
    expect(viewerKey('salt-a', 7, { ...viewer })).toBe(key);
    expect(viewerKey('salt-b', 7, viewer)).not.toBe(key);
    expect(viewerKey('salt-a', 8, viewer)).not.toBe(key);
    expect(viewerKey('salt-a', 7, { ...viewer, userAgent: 'Chrome' })).not.toBe(key);
  });
});
