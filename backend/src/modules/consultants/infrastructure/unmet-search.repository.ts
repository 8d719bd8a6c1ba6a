import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { SqlDialect } from '../../../database/sql-dialect';
import { UnmetSearchEntity } from './unmet-search.entity';

/** Zero-result directory searches (issue 7, unmet demand): one row each, aggregated only when read. */
@Injectable()
export class UnmetSearchRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dialect: SqlDialect,
  ) {}

  async record(searchText: string, expertiseMask: number, at: Date): Promise<void> {
    // updateEntity(false): no read-back of the generated columns, so the directory request stays at three statements.
    await this.dataSource.createQueryBuilder().insert().into(UnmetSearchEntity).values({ searchText, expertiseMask, createdAt: at }).updateEntity(false).execute();
  }

  /** One statement: the total and, per expertise bit, how many searches asked for it. */
  async countsByBit(since: Date, bits: number): Promise<{ total: number; perBit: number[] }> {
    const columns = Array.from({ length: bits }, (_, bit) => `SUM(CASE WHEN (expertiseMask & ${1 << bit}) <> 0 THEN 1 ELSE 0 END) AS b${bit}`);
    const rows: Array<Record<string, number | string | null>> = await this.dataSource.query(
      `SELECT COUNT(*) AS total${columns.map((column) => `, ${column}`).join('')} FROM directory_unmet_searches WHERE createdAt >= ?`,
      [this.dialect.param(since)],
    );
    const row = rows[0] ?? {};
    return { total: Number(row.total ?? 0), perBit: Array.from({ length: bits }, (_, bit) => Number(row[`b${bit}`] ?? 0)) };
  }

  async topSearchTexts(since: Date, limit: number): Promise<Array<{ searchText: string; count: number }>> {
    const rows: Array<{ searchText: string; count: number | string }> = await this.dataSource.query(
      `SELECT searchText, COUNT(*) AS count FROM directory_unmet_searches WHERE createdAt >= ? AND searchText <> ''
       GROUP BY searchText ORDER BY count DESC, searchText ASC LIMIT ?`,
      [this.dialect.param(since), limit],
    );
    return rows.map((row) => ({ searchText: row.searchText, count: Number(row.count) }));
  }

  async deleteBefore(cutoff: Date): Promise<number> {
    const result = await this.dataSource.createQueryBuilder().delete().from(UnmetSearchEntity).where('createdAt < :cutoff', { cutoff: this.dialect.param(cutoff) }).execute();
    return result.affected ?? 0;
  }
}
