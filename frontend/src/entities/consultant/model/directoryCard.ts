import { DIRECTORY_CARD_MAX_TAGS, DIRECTORY_CARD_SUMMARY_LENGTH } from '@contracts';

/** The card's summary: at most 120 characters, cut with an ellipsis (spec 000 §2, §9). */
export function cardSummary(summary: string | null | undefined, length = DIRECTORY_CARD_SUMMARY_LENGTH): string {
  const text = summary?.trim() ?? '';
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

/** Up to three tags and how many more there are ('+N more'). */
export function cardTags(expertise: readonly string[], max = DIRECTORY_CARD_MAX_TAGS): { shown: string[]; more: number } {
  return { shown: expertise.slice(0, max), more: Math.max(0, expertise.length - max) };
}

/** Whole days since the availability was last confirmed (DECISIONS D15); null when never confirmed. */
export function daysSinceConfirmed(confirmedAt: string | null, now: Date = new Date()): number | null {
  if (!confirmedAt) return null;
  const then = Date.parse(confirmedAt);
  if (Number.isNaN(then)) return null;
  return Math.max(0, Math.floor((now.getTime() - then) / 86_400_000));
}
