import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere, IsNull, LessThanOrEqual, MoreThanOrEqual } from 'typeorm';

import type { AdminSortKey, NeedKind, NeedState } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { findOrder, SortColumns } from '../../../database/sort-order';
import type { SortRequest } from '../../../kernel/page-request';
import { NeedMoveEntity } from './need-move.entity';
import { NeedEntity } from './need.entity';

/** The need of one project, introduction request or form submission: (kind, sourceId) is the unique index. */
interface NeedSourceWhere {
  kind?: NeedKind;
  sourceId?: number;
}

/** One state, or the overdue needs: open and never shortlisted since before `overdueBefore`; either by source too. */
export type NeedListWhere = ({ state?: NeedState } | { overdueBefore: Date }) & NeedSourceWhere;

export type WindowNeed = Pick<NeedEntity, 'id' | 'expertise' | 'sizeBand' | 'createdAt' | 'firstShortlistedAt' | 'acceptedAt'>;

/** A state sorts its needs by arrival, the order of the (state, createdAt) index. */
const SORT_COLUMNS: SortColumns<AdminSortKey<'needs'>> = {
  createdAt: 'createdAt',
  state: ['state', 'createdAt'],
  stateChangedAt: 'stateChangedAt',
  organisation: 'organisation',
};

const overdueWhere = (before: Date): FindOptionsWhere<NeedEntity> => ({ state: 'open', firstShortlistedAt: IsNull(), createdAt: LessThanOrEqual(before) });

/** The needs read as lists and figures: the admins' list, the D17 metrics, the overdue ones for the digest. */
@Injectable()
export class NeedReportRepository extends AmbientRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Oldest first unless sorted; two statements on the (state, createdAt) index. */
  page(where: NeedListWhere, sort: SortRequest<AdminSortKey<'needs'>> | undefined, offset: number, limit: number): Promise<[NeedEntity[], number]> {
    return this.manager.findAndCount(NeedEntity, {
      where: {
        ...('overdueBefore' in where ? overdueWhere(where.overdueBefore) : where.state ? { state: where.state } : {}),
        ...(where.kind ? { kind: where.kind } : {}),
        ...(where.sourceId !== undefined ? { sourceId: where.sourceId } : {}),
      },
      order: sort ? findOrder(sort, SORT_COLUMNS) : { createdAt: 'ASC', id: 'ASC' },
      skip: offset,
      take: limit,
    });
  }

  /** Needs of the window on the createdAt index; only the columns the figures need. */
  needsSince(since: Date): Promise<WindowNeed[]> {
    return this.manager.find(NeedEntity, {
      where: { createdAt: MoreThanOrEqual(since) },
      select: { id: true, expertise: true, sizeBand: true, createdAt: true, firstShortlistedAt: true, acceptedAt: true },
    });
  }

  async declineReasonsSince(since: Date): Promise<Array<{ reason: string | null; count: number }>> {
    const rows: Array<{ reason: string | null; count: number | string }> = await this.manager
      .createQueryBuilder(NeedMoveEntity, 'move')
      .select('move.reason', 'reason')
      .addSelect('COUNT(*)', 'count')
      .where('move.toState = :state AND move.movedAt >= :since', { state: 'declined', since })
      .groupBy('move.reason')
      .getRawMany();
    return rows.map((row) => ({ reason: row.reason, count: Number(row.count) }));
  }

  countOverdue(before: Date): Promise<number> {
    return this.manager.count(NeedEntity, { where: overdueWhere(before) });
  }

  /** Oldest first; joins the digest's transaction when there is one. */
  overdue(before: Date, limit: number): Promise<NeedEntity[]> {
    return this.manager.find(NeedEntity, { where: overdueWhere(before), order: { createdAt: 'ASC', id: 'ASC' }, take: limit });
  }
}
