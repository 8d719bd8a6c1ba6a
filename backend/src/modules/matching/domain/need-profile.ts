import { MembershipTier, NEED_OVERDUE_HOURS, NeedState } from '../../../contracts';
import { awaitsShortlist } from './need-state-machine';
import { HOUR_MS } from '../../../kernel/durations';

/** D9's one set of revenue bands: under £1 million, £1–10 million, over £10 million. */
export function sizeBandOf(revenue: number | null | undefined): MembershipTier | null {
  if (revenue === null || revenue === undefined || !Number.isFinite(revenue) || revenue <= 0) return null;
  if (revenue < 1_000_000) return 'small';
  if (revenue <= 10_000_000) return 'medium';
  return 'large';
}

/** Arrived before this instant and still waiting for a shortlist: overdue (the 24-hour promise). */
export function overdueBefore(now: Date): Date {
  return new Date(now.getTime() - NEED_OVERDUE_HOURS * HOUR_MS);
}

export function isNeedOverdue(state: NeedState, firstShortlistedAt: Date | null, createdAt: Date, now: Date): boolean {
  return awaitsShortlist(state) && firstShortlistedAt === null && createdAt.getTime() <= overdueBefore(now).getTime();
}

export function hoursBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / HOUR_MS;
}
