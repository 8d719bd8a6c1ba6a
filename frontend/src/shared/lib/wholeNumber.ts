import { parseWholeNumber, wholeNumberProblem, type WholeNumberRule } from '@contracts';

/**
 * Number fields of the sign-up and profile forms, read with the contracts' parseWholeNumber (the server
 * reads typed numbers the same way): '£1,250,000' → 1250000. Blank falls back (the spec's defaults);
 * text that is not a whole number never gets this far, because the field's rule refuses it.
 */
export function wholeNumberOr(text: string | number | null | undefined, fallback: number): number {
  const value = parseWholeNumber(text);
  return value === null || Number.isNaN(value) ? fallback : value;
}

/** A number field's message: blank is fine (it falls back), anything else must satisfy `rule`. */
export function optionalWholeNumberProblem(rule: WholeNumberRule, text: unknown, now: Date = new Date()): string | null {
  return parseWholeNumber(text) === null ? null : wholeNumberProblem(rule, text, now);
}
