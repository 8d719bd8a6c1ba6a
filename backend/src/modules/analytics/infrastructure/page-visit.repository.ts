import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { AnalyticsDay } from '../../../contracts';
import { SqlDialect } from '../../../database/sql-dialect';
import { PageVisitEntity } from './page-visit.entity';

export interface NewVisit {
  page: string;
  visitorId: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date;
}

/**
 * page_visits: one insert per visit; the analytics in two statements, the all-time totals from the visitorId
 * index and the per-day counts from the (createdAt, visitorId) index (migration 1795900000000), never the rows.
 */
@Injectable()
export class PageVisitRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dialect: SqlDialect,
  ) {}

  async insert(visit: NewVisit): Promise<void> {
    await this.dataSource.getRepository(PageVisitEntity).insert(visit);
  }

  async totals(): Promise<{ totalVisits: number; uniqueVisitors: number }> {
    const [row] = (await this.dataSource.query('SELECT COUNT(*) AS visits, COUNT(DISTINCT visitorId) AS visitors FROM page_visits')) as Array<{ visits: unknown; visitors: unknown }>;
    return { totalVisits: Number(row?.visits ?? 0), uniqueVisitors: Number(row?.visitors ?? 0) };
  }

  async perDay(since: Date): Promise<AnalyticsDay[]> {
    const day = this.dialect.isMysql ? "DATE_FORMAT(createdAt, '%Y-%m-%d')" : "strftime('%Y-%m-%d', createdAt)";
    const rows = (await this.dataSource.query(
      `SELECT ${day} AS day, COUNT(*) AS visits, COUNT(DISTINCT visitorId) AS visitors FROM page_visits WHERE createdAt >= ? GROUP BY ${day}`,
      [this.dialect.param(since)],
    )) as Array<{ day: string; visits: unknown; visitors: unknown }>;
    return rows.map((row) => ({ date: String(row.day), visits: Number(row.visits), uniqueVisitors: Number(row.visitors) }));
  }

  async deleteBefore(cutoff: Date): Promise<number> {
    const result = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(PageVisitEntity)
      .where('createdAt < :cutoff', { cutoff: this.dialect.param(cutoff) })
      .execute();
    return result.affected ?? 0;
  }
}
