import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityTarget } from 'typeorm';

import { AmbientRepository } from '../../../database/ambient-repository';
import { SqlDialect } from '../../../database/sql-dialect';
import { CharityWaitingListEntity } from './charity-waiting-list.entity';
import { ConsultantWaitingListEntity } from './consultant-waiting-list.entity';

export type WaitingList = 'charity' | 'consultant';
type WaitingListRow = CharityWaitingListEntity | ConsultantWaitingListEntity;
export type WaitingListFields<L extends WaitingList> = Partial<L extends 'charity' ? CharityWaitingListEntity : ConsultantWaitingListEntity>;

const ENTITY: Record<WaitingList, EntityTarget<WaitingListRow>> = { charity: CharityWaitingListEntity, consultant: ConsultantWaitingListEntity };

export interface PrimaryNeedCount {
  primaryNeed: string | null;
  count: number;
}

/** The two public waiting lists: one entry per normalised e-mail address (a unique index). */
@Injectable()
export class WaitingListRepository extends AmbientRepository {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly dialect: SqlDialect,
  ) {
    super(dataSource);
  }

  /** Updates the address's entry or inserts one; a racing insert fails on the unique index (the caller retries). */
  async upsertByEmail<L extends WaitingList>(list: L, emailNormalized: string, fields: WaitingListFields<L>, now: Date): Promise<{ id: number; updated: boolean }> {
    const repository = this.manager.getRepository<WaitingListRow>(ENTITY[list]);
    const existing = await repository.findOne({ where: { emailNormalized }, select: { id: true } });
    if (existing) {
      await repository.update({ id: existing.id }, { ...fields, updatedAt: now } as never);
      return { id: existing.id, updated: true };
    }
    const inserted = await repository.insert({ ...fields, emailNormalized, createdAt: now, updatedAt: now } as never);
    return { id: inserted.identifiers[0].id as number, updated: false };
  }

  /** Charity entries since the instant, grouped by stated primary need: one statement over the createdAt index. */
  async charityNeedCountsSince(since: Date): Promise<PrimaryNeedCount[]> {
    const rows: Array<{ primaryNeed: string | null; count: number | string }> = await this.manager.query(
      'SELECT primaryNeed, COUNT(*) AS count FROM charity_waiting_list WHERE createdAt >= ? GROUP BY primaryNeed',
      [this.dialect.param(since)],
    );
    return rows.map((row) => ({ primaryNeed: row.primaryNeed, count: Number(row.count) }));
  }
}
