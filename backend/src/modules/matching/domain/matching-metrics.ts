import type { DurationStats, FillRateRow } from '../../../contracts';

const HOUR_MS = 3_600_000;

/** The need facts the metrics read. */
export interface NeedTimes {
  expertise: readonly string[];
  sizeBand: string | null;
  createdAt: Date;
  firstShortlistedAt: Date | null;
  acceptedAt: Date | null;
}

/** Nearest-rank percentile (p in 0–100) of sorted values; null for none. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export function durationStats(hours: readonly number[]): DurationStats {
  const sorted = [...hours].sort((a, b) => a - b);
  return { count: sorted.length, medianHours: round1(percentile(sorted, 50)), p90Hours: round1(percentile(sorted, 90)) };
}

export function hoursTo(needs: readonly NeedTimes[], milestone: 'firstShortlistedAt' | 'acceptedAt'): number[] {
  return needs.flatMap((need) => {
    const at = need[milestone];
    return at ? [(at.getTime() - need.createdAt.getTime()) / HOUR_MS] : [];
  });
}

/** Fill rate (reached accepted) per key; a need with several areas counts under each. Sorted by key. */
export function fillRates(needs: readonly NeedTimes[], keysOf: (need: NeedTimes) => readonly string[]): FillRateRow[] {
  const rows = new Map<string, { needs: number; accepted: number }>();
  for (const need of needs) {
    for (const key of keysOf(need)) {
      const row = rows.get(key) ?? { needs: 0, accepted: 0 };
      row.needs += 1;
      if (need.acceptedAt) row.accepted += 1;
      rows.set(key, row);
    }
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, row]) => ({ key, ...row, rate: Math.round((row.accepted / row.needs) * 100) / 100 }));
}
