import { RATING_MIN_REVIEWS, REVIEW_BLIND_DAYS, REVIEW_REMINDER_DAYS, REVIEW_WINDOW_DAYS } from '../../../contracts';
import type { ConsultantRating } from '../../../contracts';
import { DAY_MS } from '../../../kernel/durations';

export const daysAfter = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);

/** The moments that matter after a completion (D18). */
export function reviewTimeline(completedAt: Date): { blindUntil: Date; closesAt: Date; reminders: [Date, Date] } {
  return {
    blindUntil: daysAfter(completedAt, REVIEW_BLIND_DAYS),
    closesAt: daysAfter(completedAt, REVIEW_WINDOW_DAYS),
    reminders: [daysAfter(completedAt, REVIEW_REMINDER_DAYS[0]), daysAfter(completedAt, REVIEW_REMINDER_DAYS[1])],
  };
}

export type ReviewRefusal = 'not-completed' | 'closed' | 'already-reviewed';

/** Whether a side may send its review now: only after completion, within the window, once. */
export function reviewRefusal(input: { completedAt: Date | null; alreadyReviewed: boolean; now: Date }): ReviewRefusal | null {
  if (input.completedAt === null) return 'not-completed';
  if (input.alreadyReviewed) return 'already-reviewed';
  if (input.now.getTime() >= reviewTimeline(input.completedAt).closesAt.getTime()) return 'closed';
  return null;
}

/**
 * Double-blind (D18): a review is published when it is sent after the round was revealed (the other side
 * had sent theirs, or the blind window is over); otherwise it waits.
 */
export function revealsOnSubmit(input: { otherSubmitted: boolean; revealedAt: Date | null; completedAt: Date; now: Date }): boolean {
  if (input.revealedAt !== null || input.otherSubmitted) return true;
  return input.now.getTime() >= reviewTimeline(input.completedAt).blindUntil.getTime();
}

/** The job's rule: an unrevealed round is revealed once its blind window is over. */
export const blindWindowOver = (completedAt: Date, now: Date): boolean => now.getTime() >= reviewTimeline(completedAt).blindUntil.getTime();

/** Which reminder (0: day 7, 1: day 21) is due now for a round, if any; none once the window has closed. */
export function dueReminder(input: { completedAt: Date; firstSentAt: Date | null; secondSentAt: Date | null; now: Date }): 0 | 1 | null {
  const { closesAt, reminders } = reviewTimeline(input.completedAt);
  const now = input.now.getTime();
  if (now >= closesAt.getTime()) return null;
  if (input.secondSentAt === null && now >= reminders[1].getTime()) return 1;
  if (input.firstSentAt === null && input.secondSentAt === null && now >= reminders[0].getTime()) return 0;
  return null;
}

/** Whole days left in the window, at least 1 while it is open. */
export const daysLeft = (completedAt: Date, now: Date): number => Math.max(1, Math.ceil((reviewTimeline(completedAt).closesAt.getTime() - now.getTime()) / DAY_MS));

/** A charity review's score: the mean of its three ratings, one decimal. */
export const scoreOf = (ratings: { expertise: number; communication: number; impact: number }): number =>
  Math.round(((ratings.expertise + ratings.communication + ratings.impact) * 10) / 3) / 10;

/**
 * The consultant's rating from the published, visible reviews: the mean of their scores to one decimal,
 * null under RATING_MIN_REVIEWS (the count still shows). `ratingSum` is the sum of all three ratings of every
 * review, so the mean of means is ratingSum / (3 · count), rounded once.
 */
export function ratingOf(ratingSum: number, count: number): ConsultantRating & { averageTenths: number | null } {
  if (count < RATING_MIN_REVIEWS) return { average: null, averageTenths: null, count };
  const averageTenths = Math.round((ratingSum * 10) / (3 * count));
  return { average: averageTenths / 10, averageTenths, count };
}

export const ratingFromTenths = (averageTenths: number | null, count: number): ConsultantRating => ({
  average: averageTenths === null || count < RATING_MIN_REVIEWS ? null : averageTenths / 10,
  count,
});
