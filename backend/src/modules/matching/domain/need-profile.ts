import { MATCH_ANSWER_HOURS, MembershipTier, NEED_OVERDUE_HOURS, NeedState } from '../../../contracts';
import { awaitsShortlist } from './need-state-machine';
import { HOUR_MS } from '../../../kernel/durations';

/** D9's one set of revenue bands: under £1 million, £1–10 million, over £10 million. */
export function sizeBandOf(revenue: number | null | undefined): MembershipTier | null {
  if (revenue === null || revenue === undefined || !Number.isFinite(revenue) || revenue <= 0) return null;
  if (revenue < 1_000_000) return 'small';
  if (revenue <= 10_000_000) return 'medium';
  return 'large';
}

/** Arrived before this instant and still waiting for a shortlist: overdue (the 24-hour promise). */
export function overdueBefore(now: Date): Date {
  return new Date(now.getTime() - NEED_OVERDUE_HOURS * HOUR_MS);
}

export function isNeedOverdue(state: NeedState, firstShortlistedAt: Date | null, createdAt: Date, now: Date): boolean {
  return awaitsShortlist(state) && firstShortlistedAt === null && createdAt.getTime() <= overdueBefore(now).getTime();
}

function hoursBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / HOUR_MS;
}

/** One of a consultant's match requests, as far as their responsiveness is concerned. */
export interface AnswerFacts {
  state: string;
  chosenAt: Date | null;
  answeredAt: Date | null;
}

/**
 * The hours each answer took (D17 responsiveness): accepted or declined requests count their time to answer, an
 * expired unanswered one counts as the whole window, one still within its 48 hours does not count yet.
 */
export function answerHoursOf(answers: readonly AnswerFacts[]): number[] {
  const hours: number[] = [];
  for (const answer of answers) {
    if (!answer.chosenAt) continue;
    if (answer.state === 'expired') hours.push(MATCH_ANSWER_HOURS);
    else if ((answer.state === 'accepted' || answer.state === 'declined') && answer.answeredAt) hours.push(hoursBetween(answer.chosenAt, answer.answeredAt));
  }
  return hours;
}
