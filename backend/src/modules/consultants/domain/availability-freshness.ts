import { AVAILABILITY_FRESH_DAYS } from '../../../contracts';

const DAY_MS = 86_400_000;

/** Confirmations at or after this instant still count (D15). */
export function freshnessCutoff(now: Date): Date {
  return new Date(now.getTime() - AVAILABILITY_FRESH_DAYS * DAY_MS);
}

/** 'Available' on the card; otherwise 'Coming Soon' (D15). */
export function isAvailableNow(availability: boolean, confirmedAt: Date | null, now: Date): boolean {
  return availability && confirmedAt !== null && confirmedAt.getTime() >= freshnessCutoff(now).getTime();
}
