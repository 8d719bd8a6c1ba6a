import type { AnalyticsDay } from '../../../contracts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The moment before which visits are deleted (D11: older than `months` months), in UTC calendar months; a day
 * the earlier month does not have (31 May − 13 months) becomes that month's last day.
 */
export function visitRetentionCutoff(now: Date, months: number): Date {
  const monthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()),
  );
}

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
