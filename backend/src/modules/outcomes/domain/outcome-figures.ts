import { ConsultantOutcomeMonth, FUNNEL_STEP_LABELS, FUNNEL_STEPS, FunnelStep, FunnelStepView, RatingRow, RepeatCharities } from '../../../contracts';
import { ratio, round1 } from '../../../kernel/report-figures';
import { HOUR_MS } from '../../../kernel/durations';

/**
 * The funnel in step order with the conversion from each step to the next. The counts are events of the
 * period, not one cohort followed through, so a conversion above 1 is possible (a need of last quarter
 * accepted this one) and is shown as it is rather than capped.
 */
export function funnel(counts: Readonly<Record<FunnelStep, number>>): FunnelStepView[] {
  return FUNNEL_STEPS.map((step, index) => ({
    step,
    label: FUNNEL_STEP_LABELS[step],
    count: counts[step],
    conversion: index === 0 ? null : ratio(counts[step], counts[FUNNEL_STEPS[index - 1]]),
  }));
}

/** Hours from each start to its end, for the pairs that have an end. */
export function hoursBetween(spans: ReadonlyArray<{ from: Date; to: Date | null }>): number[] {
  return spans.flatMap((span) => (span.to ? [(span.to.getTime() - span.from.getTime()) / HOUR_MS] : []));
}

/** The mean score per key (one decimal) and how many reviews made it; a review under several keys counts under each. */
export function ratingsByKey(reviews: ReadonlyArray<{ keys: readonly string[]; score: number }>): RatingRow[] {
  const sums = new Map<string, { reviews: number; total: number }>();
  for (const review of reviews) {
    for (const key of review.keys) {
      const sum = sums.get(key) ?? { reviews: 0, total: 0 };
      sum.reviews += 1;
      sum.total += review.score;
      sums.set(key, sum);
    }
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, sum]) => ({ key, reviews: sum.reviews, average: round1(sum.total / sum.reviews) ?? 0 }));
}

/** From the number of projects each charity started in the period: how many came back for a second. */
export function repeatCharities(projectsPerCharity: readonly number[]): RepeatCharities {
  const charities = projectsPerCharity.filter((count) => count > 0).length;
  const repeat = projectsPerCharity.filter((count) => count >= 2).length;
  return { charities, repeat, share: ratio(repeat, charities) };
}

/** The last `months` UTC calendar months up to the current one (YYYY-MM, oldest first) and the instant the first starts. */
export function monthWindow(now: Date, months: number): { since: Date; keys: string[] } {
  const keys = Array.from({ length: months }, (_, index) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1) + index, 1)).toISOString().slice(0, 7));
  return { since: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1)), keys };
}

/** Every month of the window, with zeros where nothing was counted. */
export function fillMonths(keys: readonly string[], views: ReadonlyMap<string, number>, requests: ReadonlyMap<string, number>): ConsultantOutcomeMonth[] {
  return keys.map((month) => ({ month, profileViews: views.get(month) ?? 0, introductionRequests: requests.get(month) ?? 0 }));
}
