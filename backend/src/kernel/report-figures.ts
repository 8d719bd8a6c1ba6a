import type { DurationStats, FillRateRow } from '../contracts';

/**
 * The arithmetic the back-office reports share (matching metrics, D17; outcomes, issue 18), kept once so the
 * two screens can never disagree about what a median or a fill rate is.
 */

/** Nearest-rank percentile (p in 0–100) of sorted values; null for none. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

export const round1 = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);

/** part / whole to two decimals; null when there is no whole to divide by. */
export const ratio = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 100) / 100 : null);

export function durationStats(hours: readonly number[]): DurationStats {
  const sorted = [...hours].sort((a, b) => a - b);
  return { count: sorted.length, medianHours: round1(percentile(sorted, 50)), p90Hours: round1(percentile(sorted, 90)) };
}

/** Fill rate (filled / all) per key; an item with several keys counts under each. Sorted by key. */
export function fillRates<T>(items: readonly T[], keysOf: (item: T) => readonly string[], filled: (item: T) => boolean): FillRateRow[] {
  const rows = new Map<string, { needs: number; accepted: number }>();
  for (const item of items) {
    for (const key of keysOf(item)) {
      const row = rows.get(key) ?? { needs: 0, accepted: 0 };
      row.needs += 1;
      if (filled(item)) row.accepted += 1;
      rows.set(key, row);
    }
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, row]) => ({ key, ...row, rate: ratio(row.accepted, row.needs) ?? 0 }));
}
