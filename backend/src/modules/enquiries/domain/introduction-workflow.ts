import {
  ADMIN_MESSAGES,
  INTRODUCTION_DECLINE_REASONS,
  INTRODUCTION_DIGEST_HOUR,
  INTRODUCTION_OVERDUE_HOURS,
  INTRODUCTION_STATUSES,
  IntroductionDeclineReason,
  IntroductionStatus,
} from '../../../contracts';
import { HOUR_MS } from '../../../kernel/durations';

/** pending → contacted → introduced; pending or contacted → declined. Nothing leaves introduced or declined. */
const MOVES: Record<IntroductionStatus, readonly IntroductionStatus[]> = {
  pending: ['contacted', 'declined'],
  contacted: ['introduced', 'declined'],
  introduced: [],
  declined: [],
};

const isIntroductionStatus = (value: string): value is IntroductionStatus => (INTRODUCTION_STATUSES as readonly string[]).includes(value);

export function canMove(from: string, to: IntroductionStatus): boolean {
  return isIntroductionStatus(from) && MOVES[from].includes(to);
}

export interface MoveInput {
  status: IntroductionStatus;
  declineReason?: IntroductionDeclineReason | null;
  note?: string | null;
}

/** What is wrong with the move's details (field → message), or null. The transition itself is checked by canMove. */
export function moveDetailsProblem(input: MoveInput): Record<string, string> | null {
  const reason = input.declineReason ?? null;
  if (input.status !== 'declined') return reason === null ? null : { declineReason: ADMIN_MESSAGES.declineReasonOnlyWhenDeclined };
  if (reason === null || !(INTRODUCTION_DECLINE_REASONS as readonly string[]).includes(reason)) return { declineReason: ADMIN_MESSAGES.declineReasonRequired };
  if (reason === 'other' && !input.note?.trim()) return { note: ADMIN_MESSAGES.declineNoteRequired };
  return null;
}

/** The spec promises an answer within 24 hours: still pending after that is overdue. */
export const overdueBefore = (now: Date): Date => new Date(now.getTime() - INTRODUCTION_OVERDUE_HOURS * HOUR_MS);

export function isOverdue(status: string, createdAt: Date, now: Date): boolean {
  return status === 'pending' && createdAt.getTime() <= overdueBefore(now).getTime();
}

export const hoursWaiting = (createdAt: Date, now: Date): number => Math.floor((now.getTime() - createdAt.getTime()) / HOUR_MS);

/** The calendar day and hour in the team's time zone (the digest goes out once a day, from 08:00 there). */
export function localDayAndHour(now: Date, timeZone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

export const digestDue = (hour: number): boolean => hour >= INTRODUCTION_DIGEST_HOUR;

/**
 * The introduction-request status that mirrors its need's state (issue 17), so the older admin API stays true:
 * any matching work means contacted, an accepted introduction introduced, a withdrawn need declined.
 */
export function statusForNeedState(needState: string): IntroductionStatus | null {
  if (needState === 'introduced') return 'introduced';
  if (needState === 'withdrawn') return 'declined';
  if (needState === 'open') return null;
  return 'contacted';
}

/** The moves (one or two) from `from` to `to` along the workflow; none when `to` is behind or unreachable. */
export function pathTo(from: IntroductionStatus, to: IntroductionStatus): IntroductionStatus[] {
  if (from === to) return [];
  if (canMove(from, to)) return [to];
  if (from === 'pending' && to === 'introduced') return ['contacted', 'introduced'];
  return [];
}
