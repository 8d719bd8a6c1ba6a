import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { FunnelStep } from '../../../contracts';
import { rawDate, rawJsonList, toInstant } from '../../../database/raw-values';
import { SqlDialect } from '../../../database/sql-dialect';

export interface NeedSpan {
  expertise: string[];
  sizeBand: string | null;
  createdAt: Date;
  acceptedAt: Date | null;
}

type Raw = Record<string, unknown>;

/**
 * The outcomes report reads facts other modules already keep (needs, introduction requests, projects and their
 * history, consultants' expertise) next to its own events: read-only SQL over their tables, five statements, each
 * on an index of the period (migrations 1797400000000, 1798100000000). Nothing here writes another module's rows.
 */
@Injectable()
export class OutcomesReportQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dialect: SqlDialect,
  ) {}

  /** Every step of the funnel in one statement: events of the period, each counted on its own index. */
  async funnelCounts(since: Date): Promise<Record<FunnelStep, number>> {
    const counts: Record<FunnelStep, string> = {
      searches: "SELECT COUNT(*) FROM outcome_events WHERE kind = 'directory_search' AND occurredAt >= ?",
      profileViews: "SELECT COUNT(*) FROM outcome_events WHERE kind = 'profile_view' AND occurredAt >= ?",
      introductionRequests: 'SELECT COUNT(*) FROM introduction_requests WHERE createdAt >= ?',
      needs: 'SELECT COUNT(*) FROM needs WHERE createdAt >= ?',
      shortlists: 'SELECT COUNT(*) FROM needs WHERE firstShortlistedAt >= ?',
      acceptedMatches: 'SELECT COUNT(*) FROM needs WHERE acceptedAt >= ?',
      projectsStarted: "SELECT COUNT(DISTINCT projectId) FROM project_history WHERE toStatus = 'in_progress' AND createdAt >= ?",
      projectsCompleted: "SELECT COUNT(DISTINCT projectId) FROM project_history WHERE toStatus = 'completed' AND createdAt >= ?",
      reviewed: "SELECT COUNT(*) FROM outcome_events WHERE kind = 'review_published' AND occurredAt >= ?",
    };
    const steps = Object.keys(counts) as FunnelStep[];
    const [row] = (await this.dataSource.query(
      `SELECT ${steps.map((step) => `(${counts[step]}) AS ${step}`).join(', ')}`,
      steps.map(() => this.dialect.param(since)),
    )) as Raw[];
    return Object.fromEntries(steps.map((step) => [step, Number(row?.[step] ?? 0)])) as Record<FunnelStep, number>;
  }

  /** The needs that arrived in the period, with what time to match and fill rate are made of. */
  async needSpans(since: Date): Promise<NeedSpan[]> {
    const rows = (await this.dataSource.query('SELECT expertise, sizeBand, createdAt, acceptedAt FROM needs WHERE createdAt >= ?', [this.dialect.param(since)])) as Raw[];
    return rows.map((row) => ({
      expertise: rawJsonList(row.expertise),
      sizeBand: (row.sizeBand as string | null) ?? null,
      createdAt: toInstant(row.createdAt as string | Date),
      acceptedAt: rawDate(row.acceptedAt as string | Date | null),
    }));
  }

  /** Projects completed in the period: when they were requested and when they were first completed. */
  async completionSpans(since: Date): Promise<Array<{ from: Date; to: Date }>> {
    const rows = (await this.dataSource.query(
      `SELECT p.createdAt AS requestedAt, MIN(h.createdAt) AS completedAt FROM project_history h INNER JOIN projects p ON p.id = h.projectId
       WHERE h.toStatus = 'completed' AND h.createdAt >= ? GROUP BY p.id, p.createdAt`,
      [this.dialect.param(since)],
    )) as Raw[];
    return rows.map((row) => ({ from: toInstant(row.requestedAt as string | Date), to: toInstant(row.completedAt as string | Date) }));
  }

  /** Reviews published in the period, with the reviewed consultant's areas of expertise. */
  async reviewScores(since: Date): Promise<Array<{ expertise: string[]; score: number }>> {
    const rows = (await this.dataSource.query(
      `SELECT e.score AS score, c.expertise AS expertise FROM outcome_events e LEFT JOIN consultants c ON c.id = e.consultantId
       WHERE e.kind = 'review_published' AND e.occurredAt >= ? AND e.score IS NOT NULL`,
      [this.dialect.param(since)],
    )) as Raw[];
    return rows.map((row) => ({ expertise: rawJsonList(row.expertise), score: Number(row.score) }));
  }

  /** How many projects each charity asked for in the period (one number per charity). */
  async projectsPerCharity(since: Date): Promise<number[]> {
    const rows = (await this.dataSource.query('SELECT COUNT(*) AS total FROM projects WHERE createdAt >= ? GROUP BY charityId', [this.dialect.param(since)])) as Raw[];
    return rows.map((row) => Number(row.total));
  }

  /** One consultant's profile views and introduction requests per UTC month since `since`, in one statement. */
  async consultantMonths(consultantUserId: number, since: Date): Promise<{ views: Map<string, number>; requests: Map<string, number> }> {
    const consultant = 'SELECT id FROM consultants WHERE userId = ?';
    const viewMonth = this.dialect.utcMonth('occurredAt');
    const requestMonth = this.dialect.utcMonth('createdAt');
    const param = this.dialect.param(since);
    const rows = (await this.dataSource.query(
      `SELECT 'views' AS series, ${viewMonth} AS month, COUNT(*) AS total FROM outcome_events
         WHERE consultantId = (${consultant}) AND kind = 'profile_view' AND occurredAt >= ? GROUP BY ${viewMonth}
       UNION ALL
       SELECT 'requests' AS series, ${requestMonth} AS month, COUNT(*) AS total FROM introduction_requests
         WHERE consultantId = (${consultant}) AND createdAt >= ? GROUP BY ${requestMonth}`,
      [consultantUserId, param, consultantUserId, param],
    )) as Raw[];
    const views = new Map<string, number>();
    const requests = new Map<string, number>();
    for (const row of rows) (row.series === 'views' ? views : requests).set(String(row.month), Number(row.total));
    return { views, requests };
  }
}
