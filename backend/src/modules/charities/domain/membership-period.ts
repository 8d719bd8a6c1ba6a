import { MEMBERSHIP_INITIAL_COMMITMENT_MONTHS, MEMBERSHIP_REMINDER_DAYS_BEFORE, MEMBERSHIP_RENEWAL_MONTHS, MembershipRequestType } from '../../../contracts';
import { addDays, addMonths } from '../../../kernel/calendar-date';

export interface MembershipState {
  membershipActive: boolean;
  /** YYYY-MM-DD: the last day the membership is valid. */
  membershipExpiry: string | null;
  /** The expiry the 14-day reminder was sent for. */
  membershipReminderSentFor: string | null;
}

/**
 * D9: a first activation runs the 6-month initial commitment from today; a renewal adds a month to
 * whichever is later, today or the current expiry, so renewing early never loses days.
 */
export function expiryAfter(type: MembershipRequestType, today: string, currentExpiry: string | null): string {
  if (type === 'activate') return addMonths(today, MEMBERSHIP_INITIAL_COMMITMENT_MONTHS);
  const from = currentExpiry !== null && currentExpiry > today ? currentExpiry : today;
  return addMonths(from, MEMBERSHIP_RENEWAL_MONTHS);
}

/** Active, ending within 14 days, and not yet reminded about this expiry. */
export function reminderDue(state: MembershipState, today: string): boolean {
  const expiry = state.membershipExpiry;
  if (!state.membershipActive || expiry === null || expiry < today) return false;
  return expiry <= addDays(today, MEMBERSHIP_REMINDER_DAYS_BEFORE) && state.membershipReminderSentFor !== expiry;
}

/** The expiry day is still a member day; the day after, the membership ends. */
export function hasExpired(state: MembershipState, today: string): boolean {
  return state.membershipActive && state.membershipExpiry !== null && state.membershipExpiry < today;
}

/** The latest expiry a reminder is due for today: the finder reads this range, the rule above decides. */
export const reminderWindowEnd = (today: string): string => addDays(today, MEMBERSHIP_REMINDER_DAYS_BEFORE);
