import { needClock } from './needClock';

const created = '2026-01-01T08:00:00.000Z';

describe('needClock', () => {
  it('counts down the 24 hours of an open need', () => {
    expect(needClock({ state: 'open', createdAt: created, overdue: false }, new Date('2026-01-01T10:30:00.000Z'))).toEqual({ text: '21 h 30 min left', overdue: false });
  });

  it('says how long an open need has been overdue', () => {
    expect(needClock({ state: 'open', createdAt: created, overdue: true }, new Date('2026-01-02T09:15:00.000Z'))).toEqual({ text: 'Overdue by 1 h 15 min', overdue: true });
  });

  it('speaks in days once a need is two days late', () => {
    expect(needClock({ state: 'open', createdAt: created, overdue: true }, new Date('2026-01-05T08:00:00.000Z'))?.text).toBe('Overdue by 3 days');
  });

  it('stops once the need has a shortlist', () => {
    expect(needClock({ state: 'shortlisted', createdAt: created, overdue: false }, new Date('2026-01-03T08:00:00.000Z'))).toBeNull();
  });
});
