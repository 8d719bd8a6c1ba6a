/** Issue 15: limits on the shape of what a client sends, checked before any validation runs. */

/** How deeply a JSON body may nest; the deepest real form (a registration) nests 2 levels. */
export const JSON_MAX_DEPTH = 32;

export const INPUT_SAFETY_MESSAGES = {
  tooDeeplyNested: `Request body is nested too deeply (at most ${JSON_MAX_DEPTH} levels)`,
  invalidUnicode: 'Request body contains invalid text (a lone surrogate character)',
} as const;

/** Issue 15: reset mails one account may receive per hour, whatever the IPs asking (the per-IP limit stays). */
export const RESET_MAILS_PER_ACCOUNT_PER_HOUR = 3;
