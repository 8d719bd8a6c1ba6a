import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThanOrEqual, MoreThanOrEqual } from 'typeorm';

import { Clock, CLOCK } from '../../../config/clock';
import { currentTransaction } from '../../../database/ambient-transaction';
import { MatchingMetricsView, NeedSummaryView } from '../../../contracts';
import { durationStats, fillRates, hoursTo } from '../domain/matching-metrics';
import { overdueBefore } from '../domain/need-profile';
import { NeedMoveEntity } from '../infrastructure/need-move.entity';
import { NeedEntity } from '../infrastructure/need.entity';
import { toNeedSummary } from './need-view.mapper';

const DAY_MS = 86_400_000;

/** The 24-hour promise, measured (D17), and the overdue needs the morning digest lists. */
@Injectable()
export class MatchingMetricsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async metrics(days: number): Promise<MatchingMetricsView> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - days * DAY_MS);
    // Needs of the window on the createdAt index; only the columns the figures need.
    const rows = await this.dataSource.manager.find(NeedEntity, {
      where: { createdAt: MoreThanOrEqual(since) },
      select: { id: true, expertise: true, sizeBand: true, createdAt: true, firstShortlistedAt: true, acceptedAt: true },
    });
    const needs = rows.map((row) => ({
      expertise: row.expertise,
      sizeBand: row.sizeBand,
      createdAt: new Date(row.createdAt),
      firstShortlistedAt: row.firstShortlistedAt ? new Date(row.firstShortlistedAt) : null,
      acceptedAt: row.acceptedAt ? new Date(row.acceptedAt) : null,
    }));
    const declines: Array<{ reason: string | null; count: number | string }> = await this.dataSource.manager
      .createQueryBuilder(NeedMoveEntity, 'move')
      .select('move.reason', 'reason')
      .addSelect('COUNT(*)', 'count')
      .where('move.toState = :state AND move.movedAt >= :since', { state: 'declined', since })
      .groupBy('move.reason')
      .getRawMany();
    return {
      days,
      needsReceived: needs.length,
      timeToShortlist: durationStats(hoursTo(needs, 'firstShortlistedAt')),
      timeToAccepted: durationStats(hoursTo(needs, 'acceptedAt')),
      fillRateByExpertise: fillRates(needs, (need) => (need.expertise.length ? need.expertise : ['unspecified'])),
      fillRateBySizeBand: fillRates(needs, (need) => [need.sizeBand ?? 'unknown']),
      declineReasons: declines.map((row) => ({ reason: row.reason ?? 'unspecified', count: Number(row.count) })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
      overdueNow: await this.dataSource.manager.count(NeedEntity, { where: this.overdueWhere(now) }),
    };
  }

  /** Open needs never shortlisted 24 hours after arrival, oldest first (the morning digest). */
  async overdue(limit: number): Promise<NeedSummaryView[]> {
    const now = this.clock.now();
    // Joins the digest's transaction when there is one (the SQLite gate admits nothing else meanwhile).
    const manager = currentTransaction() ?? this.dataSource.manager;
    const rows = await manager.find(NeedEntity, { where: this.overdueWhere(now), order: { createdAt: 'ASC', id: 'ASC' }, take: limit });
    return rows.map((row) => toNeedSummary(row, now));
  }

  private overdueWhere(now: Date) {
    return { state: 'open' as const, firstShortlistedAt: IsNull(), createdAt: LessThanOrEqual(overdueBefore(now)) };
  }
}
