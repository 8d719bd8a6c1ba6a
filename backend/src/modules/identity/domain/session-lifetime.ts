import { HOUR_MS } from '../../../kernel/durations';

/** DECISIONS D2: a sliding idle timeout plus an absolute lifetime from sign-in, shorter for admins. */
export interface SessionLifetimes {
  idleHours: number;
  absoluteHours: number;
  adminIdleHours: number;
  adminAbsoluteHours: number;
}

export interface SessionWindow {
  idleMs: number;
  absoluteMs: number;
}

export function sessionWindowFor(isAdmin: boolean, lifetimes: SessionLifetimes): SessionWindow {
  return isAdmin
    ? { idleMs: lifetimes.adminIdleHours * HOUR_MS, absoluteMs: lifetimes.adminAbsoluteHours * HOUR_MS }
    : { idleMs: lifetimes.idleHours * HOUR_MS, absoluteMs: lifetimes.absoluteHours * HOUR_MS };
}

/** The idle deadline after a request at `now`, never beyond the absolute end. */
export function sessionExpiry(window: SessionWindow, signedInAtMs: number, now: Date): Date {
  return new Date(Math.min(now.getTime() + window.idleMs, signedInAtMs + window.absoluteMs));
}

export const absoluteEndPassed = (window: SessionWindow, signedInAtMs: number, now: Date): boolean =>
  now.getTime() >= signedInAtMs + window.absoluteMs;

/**
 * The stored deadline moves only when it would move by at least this much, so reads do not all
 * become writes: an hour, or a twelfth of a short idle window (10 minutes for a 2-hour one).
 */
export const touchThresholdMs = (window: SessionWindow): number => Math.min(HOUR_MS, window.idleMs / 12);
