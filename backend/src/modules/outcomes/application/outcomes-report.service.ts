import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { CONSULTANT_OUTCOME_MONTHS, ConsultantOutcomes, OutcomesReport } from '../../../contracts';
import { durationStats, fillRates } from '../../../kernel/report-figures';
import { fillMonths, funnel, hoursBetween, monthWindow, ratingsByKey, repeatCharities } from '../domain/outcome-figures';
import { OutcomesReportQuery } from '../infrastructure/outcomes-report.query';
import { OutcomeEventsService } from './outcome-events.service';
import { DAY_MS } from '../../../kernel/durations';

const orUnspecified = (keys: string[]) => (keys.length ? keys : ['unspecified']);

/** The outcomes report for the team and a consultant's own figures (issue 18). Reads only: no transaction. */
@Injectable()
export class OutcomesReportService {
  constructor(
    private readonly query: OutcomesReportQuery,
    private readonly events: OutcomeEventsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async report(days: number): Promise<OutcomesReport> {
    // The searches this instance still holds (OutcomeEventsService.recordDirectorySearch) count too.
    await this.events.flushSearches();
    const since = new Date(this.clock.now().getTime() - days * DAY_MS);
    const [counts, needs, completions, reviews, perCharity] = await Promise.all([
      this.query.funnelCounts(since),
      this.query.needSpans(since),
      this.query.completionSpans(since),
      this.query.reviewScores(since),
      this.query.projectsPerCharity(since),
    ]);
    const filled = (need: { acceptedAt: Date | null }) => need.acceptedAt !== null;
    return {
      days,
      since: since.toISOString(),
      funnel: funnel(counts),
      timeToMatch: durationStats(hoursBetween(needs.map((need) => ({ from: need.createdAt, to: need.acceptedAt })))),
      timeToCompletion: durationStats(hoursBetween(completions)),
      fillRateByExpertise: fillRates(needs, (need) => orUnspecified(need.expertise), filled),
      fillRateBySizeBand: fillRates(needs, (need) => [need.sizeBand ?? 'unknown'], filled),
      ratingByExpertise: ratingsByKey(reviews.map((review) => ({ keys: orUnspecified(review.expertise), score: review.score }))),
      repeatCharities: repeatCharities(perCharity),
    };
  }

  async consultantOutcomes(consultantUserId: number): Promise<ConsultantOutcomes> {
    const { since, keys } = monthWindow(this.clock.now(), CONSULTANT_OUTCOME_MONTHS);
    const { views, requests } = await this.query.consultantMonths(consultantUserId, since);
    return { months: fillMonths(keys, views, requests) };
  }
}
