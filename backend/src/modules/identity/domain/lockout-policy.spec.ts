import { lockoutRemainingMinutes, lockUntil } from './lockout-policy';

const NOW = new Date('2025-03-01T12:00:00.000Z');
const plus = (ms: number) => new Date(NOW.getTime() + ms);

describe('lockout policy (DECISIONS D3)', () => {
  it('locks for the configured number of minutes from now', () => {
    expect(lockUntil(NOW, 15)).toEqual(plus(15 * 60_000));
    expect(lockUntil(NOW, 1)).toEqual(plus(60_000));
  });

  it('reports 0 minutes for an account that is not locked or whose lock has ended', () => {
    expect(lockoutRemainingMinutes({ lockedUntil: null }, NOW)).toBe(0);
    expect(lockoutRemainingMinutes({ lockedUntil: plus(-1) }, NOW)).toBe(0);
    expect(lockoutRemainingMinutes({ lockedUntil: NOW }, NOW)).toBe(0);
  });

  it('rounds the remaining time up to whole minutes', () => {
    expect(lockoutRemainingMinutes({ lockedUntil: plus(1) }, NOW)).toBe(1);
    expect(lockoutRemainingMinutes({ lockedUntil: plus(30_000) }, NOW)).toBe(1);
    expect(lockoutRemainingMinutes({ lockedUntil: plus(60_000) }, NOW)).toBe(1);
    expect(lockoutRemainingMinutes({ lockedUntil: plus(60_001) }, NOW)).toBe(2);
    expect(lockoutRemainingMinutes({ lockedUntil: lockUntil(NOW, 15) }, NOW)).toBe(15);
    expect(lockoutRemainingMinutes({ lockedUntil: plus(14 * 60_000 + 1) }, NOW)).toBe(15);
  });
});
