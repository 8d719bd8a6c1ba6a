import type { FillRateRow } from '../../../contracts';
import { fillRates as sharedFillRates } from '../../../kernel/report-figures';
import { HOUR_MS } from '../../../kernel/durations';

export { durationStats, percentile } from '../../../kernel/report-figures';

/** The need facts the metrics read. */
export interface NeedTimes {
  expertise: readonly string[];
  sizeBand: string | null;
  createdAt: Date;
  firstShortlistedAt: Date | null;
  acceptedAt: Date | null;
}

export function hoursTo(needs: readonly NeedTimes[], milestone: 'firstShortlistedAt' | 'acceptedAt'): number[] {
  return needs.flatMap((need) => {
    const at = need[milestone];
    return at ? [(at.getTime() - need.createdAt.getTime()) / HOUR_MS] : [];
  });
}

/** Fill rate (reached accepted) per key; a need with several areas counts under each. Sorted by key. */
export function fillRates(needs: readonly NeedTimes[], keysOf: (need: NeedTimes) => readonly string[]): FillRateRow[] {
  return sharedFillRates(needs, keysOf, (need) => need.acceptedAt !== null);
}
