import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { MatchingMetricsView, NeedSummaryView } from '../../../contracts';
import { durationStats, fillRates, hoursTo } from '../domain/matching-metrics';
import { overdueBefore } from '../domain/need-profile';
import { NeedReportRepository } from '../infrastructure/need-report.repository';
import { toNeedSummary } from './need-view.mapper';
import { DAY_MS } from '../../../kernel/durations';

/** The 24-hour promise, measured (D17), and the overdue needs the morning digest lists. */
@Injectable()
export class MatchingMetricsService {
  constructor(
    private readonly reports: NeedReportRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async metrics(days: number): Promise<MatchingMetricsView> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - days * DAY_MS);
    const rows = await this.reports.needsSince(since);
    const needs = rows.map((row) => ({
      expertise: row.expertise,
      sizeBand: row.sizeBand,
      createdAt: new Date(row.createdAt),
      firstShortlistedAt: row.firstShortlistedAt ? new Date(row.firstShortlistedAt) : null,
      acceptedAt: row.acceptedAt ? new Date(row.acceptedAt) : null,
    }));
    const declines = await this.reports.declineReasonsSince(since);
    return {
      days,
      needsReceived: needs.length,
      timeToShortlist: durationStats(hoursTo(needs, 'firstShortlistedAt')),
      timeToAccepted: durationStats(hoursTo(needs, 'acceptedAt')),
      fillRateByExpertise: fillRates(needs, (need) => (need.expertise.length ? need.expertise : ['unspecified'])),
      fillRateBySizeBand: fillRates(needs, (need) => [need.sizeBand ?? 'unknown']),
      declineReasons: declines.map((row) => ({ reason: row.reason ?? 'unspecified', count: row.count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
      overdueNow: await this.reports.countOverdue(overdueBefore(now)),
    };
  }

  /** Open needs never shortlisted 24 hours after arrival, oldest first (the morning digest). */
  async overdue(limit: number): Promise<NeedSummaryView[]> {
    const now = this.clock.now();
    // Joins the digest's transaction when there is one (the SQLite gate admits nothing else meanwhile).
    const rows = await this.reports.overdue(overdueBefore(now), limit);
    return rows.map((row) => toNeedSummary(row, now));
  }
}
