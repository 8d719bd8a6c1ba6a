import { NEED_OVERDUE_HOURS, type NeedState } from '@contracts';

const MINUTE_MS = 60_000;

export interface NeedClock {
  text: string;
  overdue: boolean;
}

function duration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  const hours = Math.floor(minutes / 60);
  if (hours >= 48) return `${Math.floor(hours / 24)} days`;
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/**
 * The 24-hour promise of one need (D17): time left until it is overdue, or how long it has been overdue.
 * Only a need still waiting for its first shortlist runs the clock; the server's overdue flag wins.
 */
export function needClock(need: { state: NeedState; createdAt: string; overdue: boolean }, now: Date): NeedClock | null {
  if (need.state !== 'open') return null;
  const dueAt = new Date(need.createdAt).getTime() + NEED_OVERDUE_HOURS * 60 * MINUTE_MS;
  const left = dueAt - now.getTime();
  if (need.overdue || left <= 0) return { text: `Overdue by ${duration(-left)}`, overdue: true };
  return { text: `${duration(left)} left`, overdue: false };
}
