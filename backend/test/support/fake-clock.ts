import type { Clock } from '../../src/config/clock';

/** A clock tests can move: lockouts and token expiry are checked without waiting. */
export class FakeClock implements Clock {
  private offsetMs = 0;
  private frozenAtMs: number | null = null;

  now(): Date {
    return new Date((this.frozenAtMs ?? Date.now()) + this.offsetMs);
  }

  /** Stops the clock at `at` (only advance() moves it then): no boundary is crossed while a test looks away. */
  freeze(at: Date): void {
    this.frozenAtMs = at.getTime();
    this.offsetMs = 0;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
}
