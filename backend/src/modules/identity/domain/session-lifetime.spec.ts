import { absoluteEndPassed, sessionExpiry, sessionWindowFor, touchThresholdMs } from './session-lifetime';

const HOUR = 3_600_000;
const LIFETIMES = { idleHours: 168, absoluteHours: 720, adminIdleHours: 2, adminAbsoluteHours: 12 };
const SIGNED_IN = new Date('2025-03-01T08:00:00.000Z').getTime();
const at = (hours: number) => new Date(SIGNED_IN + hours * HOUR);

describe('session lifetimes (DECISIONS D2)', () => {
  it('gives admins 2 h idle / 12 h absolute and everyone else 7 days / 30 days', () => {
    expect(sessionWindowFor(true, LIFETIMES)).toEqual({ idleMs: 2 * HOUR, absoluteMs: 12 * HOUR });
    expect(sessionWindowFor(false, LIFETIMES)).toEqual({ idleMs: 168 * HOUR, absoluteMs: 720 * HOUR });
  });

  it('slides the idle deadline but never past the absolute end', () => {
    const admin = sessionWindowFor(true, LIFETIMES);
    expect(sessionExpiry(admin, SIGNED_IN, at(0))).toEqual(at(2));
    expect(sessionExpiry(admin, SIGNED_IN, at(9))).toEqual(at(11));
    expect(sessionExpiry(admin, SIGNED_IN, at(11))).toEqual(at(12));
    expect(absoluteEndPassed(admin, SIGNED_IN, at(11.99))).toBe(false);
    expect(absoluteEndPassed(admin, SIGNED_IN, at(12))).toBe(true);
  });

  it('rewrites the deadline at most hourly, more often for short idle windows', () => {
    expect(touchThresholdMs(sessionWindowFor(false, LIFETIMES))).toBe(HOUR);
    expect(touchThresholdMs(sessionWindowFor(true, LIFETIMES))).toBe(HOUR / 6);
  });
});
