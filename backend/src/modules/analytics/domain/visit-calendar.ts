import type { AnalyticsDay } from '../../../contracts';
import { monthsBefore } from '../../../kernel/calendar-months';
import { DAY_MS } from '../../../kernel/durations';

/** D11: visits older than this are deleted (calendar months, clamped to a shorter month's end). */
export const visitRetentionCutoff = monthsBefore;

/** The last `days` UTC dates up to today (oldest first) and the midnight the first one starts at. */
export function analyticsWindow(now: Date, days: number): { since: Date; dates: string[] } {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(todayStart - (days - 1) * DAY_MS);
  const dates = Array.from({ length: days }, (_, index) => new Date(since.getTime() + index * DAY_MS).toISOString().slice(0, 10));
  return { since, dates };
}

/** Every date of the window, with zeros for the days nobody visited. */
export function fillDays(dates: readonly string[], counted: readonly AnalyticsDay[]): AnalyticsDay[] {
  const byDate = new Map(counted.map((day) => [day.date, day]));
  return dates.map((date) => byDate.get(date) ?? { date, visits: 0, uniqueVisitors: 0 });
}
