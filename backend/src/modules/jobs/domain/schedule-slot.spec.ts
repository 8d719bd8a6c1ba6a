import { msUntilNextSlot, periodMsOf, slotStartOf } from './schedule-slot';

describe('schedule slots (issue 15: each job once per period)', () => {
  it('aligns slots to the epoch, so every instance agrees on them', () => {
    expect(slotStartOf(new Date('2030-01-01T10:17:43.250Z'), 60 * 60_000).toISOString()).toBe('2030-01-01T10:00:00.000Z');
    expect(slotStartOf(new Date('2030-01-01T10:17:43.250Z'), 10_000).toISOString()).toBe('2030-01-01T10:17:40.000Z');
    expect(slotStartOf(new Date('2030-01-01T10:17:43.250Z'), 24 * 60 * 60_000).toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });

  it('rounds periods up to whole seconds (DATETIME keeps seconds on MariaDB)', () => {
    expect(periodMsOf(500)).toBe(1000);
    expect(periodMsOf(2500)).toBe(3000);
    expect(periodMsOf(10_000)).toBe(10_000);
  });

  it('wakes at the next boundary, never at once', () => {
    expect(msUntilNextSlot(new Date('2030-01-01T10:17:43.250Z'), 10_000)).toBe(6750);
    expect(msUntilNextSlot(new Date('2030-01-01T10:17:40.000Z'), 10_000)).toBe(10_000);
  });
});
