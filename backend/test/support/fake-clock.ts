import type { Clock } from '../../src/config/clock';

/** A clock tests can move: lockouts and token expiry are checked without waiting. */
export class FakeClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
}
