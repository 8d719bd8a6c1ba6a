import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere, IsNull, LessThanOrEqual, MoreThanOrEqual, SelectQueryBuilder } from 'typeorm';

import type { AdminSortKey, NeedKind, NeedState } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { AppendOnlyTotals } from '../../../database/append-only-totals';
import { cappedTotal } from '../../../database/capped-total';
import { GrowingPage, growingListPage, joinPage, PageSlice } from '../../../database/growing-list';
import { KeyKind, sortName } from '../../../database/keyset';
import { SortColumns, sortTerms, SqlDirection } from '../../../database/sort-order';
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

/**
 * A state sorts its needs by arrival, the order of the (state, createdAt) index; `organisation` sorts on its
 * non-null key (issue 22: '' where there is none, where a NULL sorts), so every sort reads by keyset.
 */
const SORT_COLUMNS: SortColumns<AdminSortKey<'needs'>> = {
  createdAt: 'need.createdAt',
  state: ['need.state', 'need.createdAt'],
  stateChangedAt: 'need.stateChangedAt',
  organisation: 'need.organisationSortKey',
};
const OLDEST_FIRST: Array<[string, SqlDirection]> = [
  ['need.createdAt', 'ASC'],
  ['need.id', 'ASC'],
];
const KEY_KINDS: Record<string, KeyKind> = { id: 'id', createdAt: 'datetime', state: 'text', stateChangedAt: 'datetime', organisationSortKey: 'text' };

const overdueWhere = (before: Date): FindOptionsWhere<NeedEntity> => ({ state: 'open', firstShortlistedAt: IsNull(), createdAt: LessThanOrEqual(before) });

/** The needs read as lists and figures: the admins' list, the D17 metrics, the overdue ones for the digest. */
@Injectable()
export class NeedReportRepository extends AmbientRepository {
  private readonly totals = new AppendOnlyTotals();

  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * Oldest first unless sorted, a page at any depth through an index (issue 22, growingListPage): the page's ids
   * from the sort's or the filter's index, then those needs. Needs are never deleted, so the whole list's total is
   * counted once and then past it (AppendOnlyTotals); a state changes, so a filtered total is capped (cappedTotal).
   */
  page(where: NeedListWhere, slice: PageSlice & { sort?: SortRequest<AdminSortKey<'needs'>> }): Promise<GrowingPage<NeedEntity>> {
    const filtered = () => needsWhere(this.manager.createQueryBuilder(NeedEntity, 'need'), where);
    const unfiltered = !('overdueBefore' in where) && !where.state && !where.kind && where.sourceId === undefined;
    return growingListPage<NeedEntity>(
      {
        terms: slice.sort ? sortTerms(slice.sort, SORT_COLUMNS, 'need.id') : OLDEST_FIRST,
        sort: sortName(slice.sort),
        kinds: KEY_KINDS,
        ids: () => filtered().select('need.id', 'pageId'),
        rowsOf: (pageIds, order) => joinPage(this.manager.createQueryBuilder(NeedEntity, 'need'), pageIds, order).getMany(),
        total: () => (unfiltered ? this.totals.total('all', filtered(), 'need.id', 'needs') : cappedTotal(filtered())),
      },
      slice,
    );
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

/** The list's filters: one state or the overdue needs, and the source's (kind, sourceId). */
function needsWhere(query: SelectQueryBuilder<NeedEntity>, where: NeedListWhere): SelectQueryBuilder<NeedEntity> {
  if ('overdueBefore' in where) {
    query.andWhere('need.state = :open AND need.firstShortlistedAt IS NULL AND need.createdAt <= :before', { open: 'open', before: where.overdueBefore });
  } else if (where.state) query.andWhere('need.state = :state', { state: where.state });
  if (where.kind) query.andWhere('need.kind = :kind', { kind: where.kind });
  if (where.sourceId !== undefined) query.andWhere('need.sourceId = :sourceId', { sourceId: where.sourceId });
  return query;
}

