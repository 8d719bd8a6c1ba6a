import { StaleAvailabilityPage } from '../../../contracts';
import { daysSince } from '../domain/availability-freshness';
import type { StaleAvailabilityRow } from '../infrastructure/availability.repository';
import { toDate } from './directory-entry.mapper';

/** One consultant of the admins' stale-availability report: first name and surname apart, days since confirming. */
export function toStaleEntry(row: StaleAvailabilityRow, now: Date): StaleAvailabilityPage['data'][number] {
  const [firstName = '', ...rest] = (row.name ?? '').trim().split(/\s+/);
  const confirmedAt = toDate(row.availabilityConfirmedAt);
  const reminderSentAt = toDate(row.pendingReminderAt);
  return {
    id: Number(row.id),
    firstName,
    lastName: rest.join(' '),
    email: row.email,
    availability: !!Number(row.availability),
    availabilityConfirmedAt: confirmedAt ? confirmedAt.toISOString() : null,
    days: daysSince(confirmedAt, now),
    reminderSentAt: reminderSentAt ? reminderSentAt.toISOString() : null,
  };
}
