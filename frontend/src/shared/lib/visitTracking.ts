import type { TrackVisitRequest } from '@contracts';
import { STORAGE_KEYS } from '../config';

/** crypto.randomUUID exists only in secure contexts (HTTPS, localhost); plain-HTTP hosts get the same v4 shape. */
function newVisitorId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The visitor id, generated on the first visit and kept in localStorage (spec 000 §7). */
function visitorId(storage: Storage | undefined = globalThis.localStorage): string {
  try {
    const existing = storage?.getItem(STORAGE_KEYS.visitorId);
    if (existing) return existing;
    const created = newVisitorId();
    storage?.setItem(STORAGE_KEYS.visitorId, created);
    return created;
  } catch {
    // Storage disabled (private mode, blocked cookies): count the visit without remembering the visitor.
    return newVisitorId();
  }
}

/**
 * A failed visit must never disturb the visitor, but it leaves a trace for whoever debugs (spec 000 §8
 * "logged silently"): console.debug, hidden by default and not flagged by Lighthouse's console audit as
 * error and warn are.
 */
function logFailure(reason: unknown): void {
  console.debug('Visit tracking failed', reason);
}

/** POST /api/track-visit. Only the path is sent, never the query (it can hold reset tokens). */
export function trackVisit(page: string): void {
  const body: TrackVisitRequest = { page, visitorId: visitorId() };
  try {
    void fetch('/api/track-visit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body),
    })
      // Read the answer: an unread body keeps the request open in the browser's network view (and
      // "network idle" never arrives).
      .then(async (response) => {
        const text = await response.text();
        if (!response.ok) logFailure(`${response.status}: ${text || response.statusText}`);
      })
      .catch(logFailure);
  } catch (error) {
    // fetch itself threw (no network stack).
    logFailure(error);
  }
}
