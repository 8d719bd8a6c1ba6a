/** Time comes from one injectable clock so lockout and token expiry can be tested without waiting. */
export interface Clock {
  now(): Date;
}
export const CLOCK = Symbol('CLOCK');
export const systemClock: Clock = { now: () => new Date() };
