import { EXPERTISE_KEYS, MEMBERSHIP_TIERS, OUTCOMES_DAYS_DEFAULT } from '@contracts';

export const OUTCOME_PERIODS = [30, 90, 180, 365, 730] as const;
/** The keys the report uses beside the real ones, for needs without an area or a size band. */
export const EXPERTISE_FILTER_KEYS: readonly string[] = [...EXPERTISE_KEYS, 'unspecified'];
export const SIZE_BAND_FILTER_KEYS: readonly string[] = [...MEMBERSHIP_TIERS, 'unknown'];

export interface OutcomeFilters {
  days: number;
  expertise: string | null;
  sizeBand: string | null;
}

/** The screen's filters from its address (so a view can be shared as a link); anything unknown falls back. */
export function filtersFrom(params: URLSearchParams): OutcomeFilters {
  const days = Number(params.get('days'));
  const expertise = params.get('expertise');
  const sizeBand = params.get('sizeBand');
  return {
    days: (OUTCOME_PERIODS as readonly number[]).includes(days) ? days : OUTCOMES_DAYS_DEFAULT,
    expertise: expertise && EXPERTISE_FILTER_KEYS.includes(expertise) ? expertise : null,
    sizeBand: sizeBand && SIZE_BAND_FILTER_KEYS.includes(sizeBand) ? sizeBand : null,
  };
}

/** The rows of one key, or all of them without a filter. */
export const onlyKey = <Row extends { key: string }>(rows: readonly Row[], key: string | null): Row[] => (key ? rows.filter((row) => row.key === key) : [...rows]);

/** A bar's length in percent of the longest; a non-zero count is never drawn as nothing. */
export function barPercent(count: number, max: number): number {
  if (max <= 0 || count <= 0) return 0;
  return Math.max(1, Math.round((count / max) * 100));
}

/** 0.67 → '67%'; null → '—' (no previous step to convert from). */
export const percentText = (rate: number | null): string => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

/** Hours as the team reads them: under two days in hours, else in days. */
export function durationText(hours: number | null): string {
  if (hours === null) return '—';
  return hours < 48 ? `${hours} h` : `${Math.round((hours / 24) * 10) / 10} days`;
}
