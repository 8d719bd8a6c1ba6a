import type { CookieOptions } from 'express-session';

import type { AppConfig } from '../../../../config/app-config';

/**
 * `__Host-` whenever the cookie is Secure (DECISIONS D2): browsers then refuse it unless it is Secure,
 * host-only and on path /, so a sibling subdomain or plain-http page cannot plant or shadow it.
 */
export const sessionCookieName = (config: Pick<AppConfig, 'secureCookies'>): string => (config.secureCookies ? '__Host-cb.sid' : 'cb.sid');

/**
 * The browser keeps the cookie for the longest idle window (everyone but admins); the session store
 * enforces each role's idle and absolute lifetimes on the server, which is what counts.
 */
export function sessionCookieOptions(config: Pick<AppConfig, 'secureCookies' | 'sessionLifetimes'>): CookieOptions {
  const { idleHours, adminIdleHours } = config.sessionLifetimes;
  return { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, maxAge: Math.max(idleHours, adminIdleHours) * 3_600_000, path: '/' };
}
