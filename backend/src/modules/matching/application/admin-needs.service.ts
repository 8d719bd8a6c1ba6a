import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere, IsNull, LessThanOrEqual } from 'typeorm';

import { Clock, CLOCK } from '../../../config/clock';
import { AdminPage, AdminSortKey, MATCHING_MESSAGES, NeedDetailView, NeedKind, NeedState, NeedSummaryView } from '../../../contracts';
import { findOrder, SortColumns } from '../../../database/sort-order';
import { NotFoundError } from '../../../kernel/domain-errors';
import { PageRequest, pageOffset } from '../../../kernel/page-request';
import { overdueBefore } from '../domain/need-profile';
import { NeedEntity } from '../infrastructure/need.entity';
import { NeedRepository } from '../infrastructure/need.repository';
import { PartyQuery } from '../infrastructure/party.query';
import { toNeedDetail, toNeedSummary } from './need-view.mapper';

export interface NeedListFilter {
  state?: NeedState;
  overdue?: boolean;
  /** The need of one project, introduction request or form submission (the other screens link to it). */
  kind?: NeedKind;
  sourceId?: number;
}

/** A state sorts its needs by arrival, the order of the (state, createdAt) index. */
const SORT_COLUMNS: SortColumns<AdminSortKey<'needs'>> = {
  createdAt: 'createdAt',
  state: ['state', 'createdAt'],
  stateChangedAt: 'stateChangedAt',
  organisation: 'organisation',
};

/** The admins' view of needs: the list (oldest first: the 24-hour clock) and one need with history and shortlist. */
@Injectable()
export class AdminNeedsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly needs: NeedRepository,
    private readonly parties: PartyQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Two statements on the (state, createdAt) index. */
  async list(filter: NeedListFilter, request: PageRequest<AdminSortKey<'needs'>>): Promise<AdminPage<NeedSummaryView>> {
    const now = this.clock.now();
    const where: FindOptionsWhere<NeedEntity> = {};
    if (filter.overdue) {
      if (filter.state && filter.state !== 'open') return { data: [], total: 0, page: request.page, pageSize: request.pageSize };
      Object.assign(where, { state: 'open', firstShortlistedAt: IsNull(), createdAt: LessThanOrEqual(overdueBefore(now)) });
    } else if (filter.state) where.state = filter.state;
    // (kind, sourceId) is the unique index: at most one row.
    if (filter.kind) where.kind = filter.kind;
    if (filter.sourceId !== undefined) where.sourceId = filter.sourceId;
    const [rows, total] = await this.dataSource.manager.findAndCount(NeedEntity, {
      where,
      order: request.sort ? findOrder(request.sort, SORT_COLUMNS) : { createdAt: 'ASC', id: 'ASC' },
      skip: pageOffset(request),
      take: request.pageSize,
    });
    return { data: rows.map((row) => toNeedSummary(row, now)), total, page: request.page, pageSize: request.pageSize };
  }

  async detail(id: number): Promise<NeedDetailView> {
    const need = await this.needs.findById(id);
    if (!need) throw new NotFoundError(MATCHING_MESSAGES.needNotFound);
    const moves = await this.needs.moves(id);
    const requests = await this.needs.matchRequestsOfNeed(id);
    const consultants = await this.parties.publicCards([...new Set(requests.map((row) => row.consultantId))]);
    const names = new Map(consultants.map((row) => [row.id, row.name]));
    const shortlist = requests
      .filter((row) => row.state !== 'withdrawn')
      .map((row) => ({ matchRequestId: row.id, consultantId: row.consultantId, name: names.get(row.consultantId) ?? '', note: row.note, state: row.state }));
    return toNeedDetail(need, moves, shortlist, this.clock.now());
  }

}
