import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { ANALYTICS_DAYS, AnalyticsSummary, VISIT_RETENTION_MONTHS, VISIT_USER_AGENT_MAX_LENGTH } from '../../../contracts';
import { analyticsWindow, fillDays, visitRetentionCutoff } from '../domain/visit-calendar';
import { PageVisitRepository } from '../infrastructure/page-visit.repository';

export interface VisitInput {
  page: string;
  visitorId: string;
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Visits (D11): one row per page view, the admins' totals and daily counts, and the 13-month retention.
 * A single insert or read each, so no transaction.
 */
@Injectable()
export class PageVisitsService {
  constructor(
    private readonly visits: PageVisitRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(input: VisitInput): Promise<void> {
    await this.visits.insert({
      // Only the path: a query can carry a secret (the reset link's token), which has no place in analytics.
      page: input.page.split(/[?#]/)[0],
      visitorId: input.visitorId,
      ipAddress: input.ipAddress,
      userAgent: input.userAgent?.slice(0, VISIT_USER_AGENT_MAX_LENGTH) || null,
      createdAt: this.clock.now(),
    });
  }

  async summary(): Promise<AnalyticsSummary> {
    const { since, dates } = analyticsWindow(this.clock.now(), ANALYTICS_DAYS);
    const [totals, counted] = await Promise.all([this.visits.totals(), this.visits.perDay(since)]);
    return { ...totals, perDay: fillDays(dates, counted) };
  }

  /** The daily retention job: deletes visits older than VISIT_RETENTION_MONTHS; answers how many. */
  deleteExpired(): Promise<number> {
    return this.visits.deleteBefore(visitRetentionCutoff(this.clock.now(), VISIT_RETENTION_MONTHS));
  }
}
