import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual, SelectQueryBuilder } from 'typeorm';

import type { AdminSortKey, IntroductionStatus } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { AppendOnlyTotals } from '../../../database/append-only-totals';
import { cappedTotal } from '../../../database/capped-total';
import { GrowingPage, growingListPage, joinPage, PageSlice } from '../../../database/growing-list';
import { KeyKind, sortName } from '../../../database/keyset';
import { SortColumns, sortTerms } from '../../../database/sort-order';
import type { SortRequest } from '../../../kernel/page-request';
import { IntroductionRequestMoveEntity } from './introduction-request-move.entity';
import { IntroductionRequestEntity } from './introduction-request.entity';
import { ScheduledDigestEntity } from './scheduled-digest.entity';

/** A request with the full name of the consultant it names (issue 16). */
export type NamedIntroductionRow = IntroductionRequestEntity & { consultantName: string | null };

/** Either one status, or the overdue ones (pending since before `overdueBefore`). */
export type IntroductionWorkWhere = { status?: IntroductionStatus } | { overdueBefore: Date };

export type IntroductionMove = Pick<IntroductionRequestMoveEntity, 'introductionRequestId' | 'fromStatus' | 'toStatus' | 'declineReason' | 'note' | 'actorUserId' | 'movedAt'>;

/**
 * A status sorts its requests by arrival, the order of the (status, createdAt) index; `statusChangedAt` sorts on
 * its non-null key `statusSortAt` (the epoch for a request never moved, where NULL sorts), so a keyset reads it.
 */
const SORT_COLUMNS: SortColumns<AdminSortKey<'introductionRequests'>> = {
  createdAt: 'request.createdAt',
  charityName: 'request.charityName',
  status: ['request.status', 'request.createdAt'],
  statusChangedAt: 'request.statusSortAt',
};
const NEWEST_FIRST = sortTerms({ key: 'createdAt', order: 'desc' }, SORT_COLUMNS, 'request.id');
const KEY_KINDS: Record<string, KeyKind> = { id: 'id', createdAt: 'datetime', charityName: 'text', status: 'text', statusSortAt: 'datetime' };

/** Introduction requests as the team's work: the admin list, status moves with their rows, the overdue digest. */
@Injectable()
export class IntroductionWorkRepository extends AmbientRepository {
  private readonly totals = new AppendOnlyTotals();

  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * Newest first unless sorted, a page at any depth through an index (issue 22, growingListPage): the page's ids
   * from the sort's or the filter's index, then those rows with the consultant's name. Requests are never deleted,
   * so the whole list's total is counted once and then past it (AppendOnlyTotals); a status changes, so a filtered
   * total is counted up to the depth limit and no further (cappedTotal).
   */
  page(where: IntroductionWorkWhere, slice: PageSlice & { sort?: SortRequest<AdminSortKey<'introductionRequests'>> }): Promise<GrowingPage<NamedIntroductionRow>> {
    const filtered = () => {
      const query = this.manager.createQueryBuilder(IntroductionRequestEntity, 'request');
      if ('overdueBefore' in where) query.where('request.status = :pending AND request.createdAt <= :before', { pending: 'pending', before: where.overdueBefore });
      else if (where.status) query.where('request.status = :status', { status: where.status });
      return query;
    };
    const unfiltered = !('overdueBefore' in where) && !where.status;
    return growingListPage<NamedIntroductionRow>(
      {
        terms: slice.sort ? sortTerms(slice.sort, SORT_COLUMNS, 'request.id') : NEWEST_FIRST,
        sort: sortName(slice.sort),
        kinds: KEY_KINDS,
        ids: () => filtered().select('request.id', 'pageId'),
        rowsOf: (pageIds, order) => namedRows(joinPage(this.manager.createQueryBuilder(IntroductionRequestEntity, 'request'), pageIds, order)),
        total: () => (unfiltered ? this.totals.total('all', filtered(), 'request.id', 'introduction_requests') : cappedTotal(filtered())),
      },
      slice,
    );
  }

  findById(id: number): Promise<IntroductionRequestEntity | null> {
    return this.manager.findOne(IntroductionRequestEntity, { where: { id } });
  }

  async findNamed(id: number): Promise<NamedIntroductionRow | null> {
    return (await namedRows(this.manager.createQueryBuilder(IntroductionRequestEntity, 'request').where('request.id = :id', { id })))[0] ?? null;
  }

  /** Conditional on the status read: of two moves of the same request at once, one wins (false for the other). */
  async moveStatus(id: number, from: string, changes: Pick<IntroductionRequestEntity, 'status' | 'declineReason' | 'statusNote'> & { statusChangedAt: Date }): Promise<boolean> {
    const updated = await this.manager.update(IntroductionRequestEntity, { id, status: from }, { ...changes, statusSortAt: changes.statusChangedAt });
    return !!updated.affected;
  }

  async insertMove(move: IntroductionMove): Promise<void> {
    await this.manager.insert(IntroductionRequestMoveEntity, move);
  }

  /** Claims the digest of the day: a second claim fails on the unique (name, day) index. */
  async markDigestSent(name: string, day: string, at: Date): Promise<void> {
    await this.manager.insert(ScheduledDigestEntity, { name, day, sentAt: at });
  }

  overduePending(before: Date, limit: number): Promise<IntroductionRequestEntity[]> {
    return this.manager.find(IntroductionRequestEntity, { where: { status: 'pending', createdAt: LessThanOrEqual(before) }, order: { createdAt: 'ASC', id: 'ASC' }, take: limit });
  }
}

/** The consultant's full name joined in the same statement. */
async function namedRows(query: SelectQueryBuilder<IntroductionRequestEntity>): Promise<NamedIntroductionRow[]> {
  const { entities, raw } = await query
    .leftJoin('consultants', 'named', 'named.id = request.consultantId')
    .leftJoin('users', 'namedUser', 'namedUser.id = named.userId')
    .addSelect('namedUser.name', 'consultantName')
    .getRawAndEntities<{ consultantName: string | null }>();
  return entities.map((entity, index) => ({ ...entity, consultantName: raw[index]?.consultantName ?? null }));
}
