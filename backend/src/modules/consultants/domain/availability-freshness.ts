import { AVAILABILITY_FRESH_DAYS, AVAILABILITY_LINK_VALID_DAYS, AVAILABILITY_REMINDER_DAYS } from '../../../contracts';
import { DAY_MS } from '../../../kernel/durations';

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Confirmations at or after this instant still count (D15). */
export function freshnessCutoff(now: Date): Date {
  return daysBefore(now, AVAILABILITY_FRESH_DAYS);
}

/** 'Available' on the card; otherwise 'Coming Soon' (D15). */
export function isAvailableNow(availability: boolean, confirmedAt: Date | null, now: Date): boolean {
  return availability && confirmedAt !== null && confirmedAt.getTime() >= freshnessCutoff(now).getTime();
}

/** Confirmed before this instant, an available consultant is asked again; one ask per such period (D15). */
export function reminderCutoff(now: Date): Date {
  return daysBefore(now, AVAILABILITY_REMINDER_DAYS);
}

export function linkExpiry(now: Date): Date {
  return new Date(now.getTime() + AVAILABILITY_LINK_VALID_DAYS * DAY_MS);
}

/** Whole days since the confirmation: what 'Availability confirmed {n} days ago' and the admin list show. */
export function daysSince(confirmedAt: Date | null, now: Date): number | null {
  return confirmedAt === null ? null : Math.max(0, Math.floor((now.getTime() - confirmedAt.getTime()) / DAY_MS));
}

export type LinkState = 'valid' | 'used' | 'expired' | 'invalid';

/** A used link says so even after it expired: that is the more useful page for whoever clicked twice. */
export function linkState(link: { usedAt: Date | null; expiresAt: Date } | null, now: Date): LinkState {
  if (!link) return 'invalid';
  if (link.usedAt) return 'used';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}
