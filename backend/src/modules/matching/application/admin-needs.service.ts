import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { AdminSortKey, CursorPage, MATCHING_MESSAGES, NeedDetailView, NeedKind, NeedState, NeedSummaryView } from '../../../contracts';
import { NotFoundError } from '../../../kernel/domain-errors';
import { PageRequest, pageOffset } from '../../../kernel/page-request';
import { overdueBefore } from '../domain/need-profile';
import { NeedReportRepository } from '../infrastructure/need-report.repository';
import { NeedRepository } from '../infrastructure/need.repository';
import { PartyQuery } from '../infrastructure/party.query';
import { toNeedDetail, toNeedSummary, toShortlistEntry } from './need-view.mapper';

export interface NeedListFilter {
  state?: NeedState;
  overdue?: boolean;
  /** The need of one project, introduction request or form submission (the other screens link to it). */
  kind?: NeedKind;
  sourceId?: number;
}

/** The admins' view of needs: the list (oldest first: the 24-hour clock) and one need with history and shortlist. */
@Injectable()
export class AdminNeedsService {
  constructor(
    private readonly reports: NeedReportRepository,
    private readonly needs: NeedRepository,
    private readonly parties: PartyQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** By page number or (issue 22) by cursor; two statements on indexes. */
  async list(filter: NeedListFilter, request: PageRequest<AdminSortKey<'needs'>>): Promise<CursorPage<NeedSummaryView>> {
    const now = this.clock.now();
    if (filter.overdue && filter.state && filter.state !== 'open') return { data: [], total: 0, page: request.page, pageSize: request.pageSize, nextCursor: null, previousCursor: null };
    const source = { kind: filter.kind, sourceId: filter.sourceId };
    const where = filter.overdue ? { overdueBefore: overdueBefore(now), ...source } : { state: filter.state, ...source };
    const { rows, byCursor, ...paging } = await this.reports.page(where, { offset: pageOffset(request), limit: request.pageSize, cursor: request.cursor, sort: request.sort });
    return { data: rows.map((row) => toNeedSummary(row, now)), ...paging, page: byCursor ? null : request.page, pageSize: request.pageSize };
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
      .map((row) => toShortlistEntry(row, names.get(row.consultantId) ?? ''));
    const actors = await this.parties.userNames([...new Set(moves.flatMap((move) => (move.actorUserId === null ? [] : [move.actorUserId])))]);
    return toNeedDetail(need, moves, actors, shortlist, this.clock.now());
  }

}
