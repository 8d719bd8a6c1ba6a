import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';

import { AmbientRepository } from '../../../database/ambient-repository';
import { SqlDialect } from '../../../database/sql-dialect';
import { OutcomeDailySaltEntity } from './outcome-daily-salt.entity';
import type { OutcomeEventKind } from './outcome-event.entity';

export interface NewOutcomeEvent {
  kind: OutcomeEventKind;
  consultantId?: number | null;
  projectId?: number | null;
  score?: number | null;
  viewerKey?: string | null;
  occurredAt: Date;
}

/** outcome_events and outcome_daily_salts: single-statement writes, in the caller's transaction when there is one. */
@Injectable()
export class OutcomeEventRepository extends AmbientRepository {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly dialect: SqlDialect,
  ) {
    super(dataSource);
  }

  async insert(event: NewOutcomeEvent): Promise<void> {
    // One plain statement, no read-back of the generated id: the directory runs it on every first page, and
    // TypeORM's insert builder cost more Node CPU than the page's own work (issue 22).
    await this.manager.query('INSERT INTO outcome_events (kind, consultantId, projectId, score, viewerKey, occurredAt) VALUES (?, ?, ?, ?, ?, ?)', [
      event.kind,
      event.consultantId ?? null,
      event.projectId ?? null,
      event.score ?? null,
      event.viewerKey ?? null,
      this.dialect.param(event.occurredAt),
    ]);
  }

  /** Directory searches counted in memory, in one statement (at most SEARCH_BATCH_MAX rows). */
  async insertSearches(occurredAt: readonly Date[]): Promise<void> {
    await this.manager.query(
      `INSERT INTO outcome_events (kind, occurredAt) VALUES ${occurredAt.map(() => "('directory_search', ?)").join(', ')}`,
      occurredAt.map((at) => this.dialect.param(at)),
    );
  }

  /** A profile view, unless this viewer key (visitor, consultant, day) was already counted. */
  async insertView(consultantId: number, viewerKey: string, occurredAt: Date): Promise<void> {
    await this.dialect.insertUnlessDuplicate(this.manager, 'outcome_events', { kind: 'profile_view', consultantId, viewerKey, occurredAt });
  }

  /**
   * The salt of `day`: the first instance to ask stores its candidate, every instance then reads the one stored,
   * so all instances agree. Days before `day` are deleted on the way, which unlinks their keys for good.
   */
  async saltOf(day: string, candidate: string): Promise<string> {
    // Outside any caller's transaction: the salt must be committed for the other instances at once.
    const manager = this.dataSource.manager;
    await this.dialect.insertUnlessDuplicate(manager, 'outcome_daily_salts', { day, salt: candidate });
    await manager.delete(OutcomeDailySaltEntity, { day: LessThan(day) });
    const row = await manager.findOneByOrFail(OutcomeDailySaltEntity, { day });
    return row.salt;
  }
}
