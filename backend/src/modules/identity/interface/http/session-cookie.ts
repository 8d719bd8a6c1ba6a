export const SESSION_COOKIE = 'cb.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
