import { createHash, randomBytes } from 'node:crypto';

/**
 * A profile view is counted once per visitor, consultant and day without keeping who the visitor was: the key
 * is a hash of the day's random salt, the consultant and the visitor's address and browser. The salt is dropped
 * after the day, so yesterday's keys can no longer be linked to anybody (not even by us, who know the scheme).
 */
export function viewerKey(salt: string, consultantId: number, viewer: { ip: string | null; userAgent: string | null }): string {
  return createHash('sha256').update(`${salt}\n${consultantId}\n${viewer.ip ?? ''}\n${viewer.userAgent ?? ''}`).digest('hex');
}

export const newDailySalt = (): string => randomBytes(32).toString('hex');

/** The UTC day (YYYY-MM-DD) a salt belongs to. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
