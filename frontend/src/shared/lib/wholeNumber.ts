/**
 * Reads a whole number the way the registration and application forms do (spec 000 §2, §5): thousands
 * separators, spaces and a pound sign are ignored, then the leading digits count ("12 staff" → 12).
 * Anything that is not a number at all (blank, "abc") gives `fallback`.
 */
export function parseWholeNumber(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? Math.trunc(text) : null;
  if (!text) return null;
  const parsed = Number.parseInt(text.replace(/[£,\s]/g, ''), 10);
  return Number.isNaN(parsed) ? null : parsed;
}

export function wholeNumberOr(text: string | number | null | undefined, fallback: number): number {
  return parseWholeNumber(text) ?? fallback;
}
