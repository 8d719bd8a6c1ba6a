import { Injectable } from '@nestjs/common';

import { AdminPage, AdminSortKey, ConsultantApplicationView, CursorPage, LIST_CURSOR_MESSAGES, PreListedConsultantView, RegisteredConsultantView } from '../../../contracts';
import { InvalidInputError } from '../../../kernel/domain-errors';
import { PageRequest, pageOffset } from '../../../kernel/page-request';
import { ConsultantRosterRepository, CursorRosterFilter, RosterFilter, RosterRow, RosterSortKey } from '../infrastructure/consultant-roster.repository';
import { RosterEntry, toApplicationView, toPreListedView, toRegisteredView, toRosterEntry } from './consultant-roster.mapper';

/** The admin lists of consultants (spec 001 §3). Reads only. */
@Injectable()
export class ConsultantRosterService {
  constructor(private readonly roster: ConsultantRosterRepository) {}

  /** Unreviewed applications, oldest first unless sorted: by page number near either end, or by cursor (issue 22). */
  pendingApplications(request: PageRequest<AdminSortKey<'consultantApplications'>>): Promise<CursorPage<ConsultantApplicationView>> {
    return this.cursorPage('pendingApplications', request, toApplicationView);
  }

  /** Every consultant account, self-registered or created by an admin. */
  async registered(request: PageRequest<AdminSortKey<'registeredConsultants'>>): Promise<CursorPage<RegisteredConsultantView>> {
    if (this.roster.readsByCursor(request.sort)) return this.cursorPage('all', request, toRegisteredView);
    // The organisation and approval sorts page by number only (ids first from the nearer end): no cursor is ever
    // handed out for them, so one sent is another sort's, refused rather than silently read as the first page.
    if (request.cursor !== undefined) throw new InvalidInputError(LIST_CURSOR_MESSAGES.cursorOtherSort, { cursor: LIST_CURSOR_MESSAGES.cursorOtherSort });
    const [rows, total] = await this.roster.registeredPage(pageOffset(request), request.pageSize, request.sort);
    return { data: rows.map(toRegisteredView), total, page: request.page, pageSize: request.pageSize, nextCursor: null, previousCursor: null };
  }

  /** Approved consultants who have not finished onboarding (a password to change or terms to accept). */
  needingOnboarding(request: PageRequest<AdminSortKey<'preListedConsultants'>>): Promise<CursorPage<PreListedConsultantView>> {
    return this.cursorPage('needsOnboarding', request, toPreListedView);
  }

  /** Approved consultants with their account flags (the credentials grid). */
  approved(request: PageRequest<never>): Promise<AdminPage<RosterEntry>> {
    return this.page('approved', request, toRosterEntry);
  }

  async findEntry(consultantId: number): Promise<RosterEntry | null> {
    const row = await this.roster.findOne(consultantId);
    return row ? toRosterEntry(row) : null;
  }

  private async cursorPage<View>(filter: CursorRosterFilter, request: PageRequest<RosterSortKey>, map: (row: RosterRow) => View): Promise<CursorPage<View>> {
    const { rows, byCursor, ...paging } = await this.roster.cursorPage(filter, { offset: pageOffset(request), limit: request.pageSize, cursor: request.cursor, sort: request.sort });
    return { data: rows.map(map), ...paging, page: byCursor ? null : request.page, pageSize: request.pageSize };
  }

  private async page<View>(filter: RosterFilter, request: PageRequest<RosterSortKey>, map: (row: RosterRow) => View): Promise<AdminPage<View>> {
    const [rows, total] = await Promise.all([this.roster.page(filter, pageOffset(request), request.pageSize, request.sort), this.roster.count(filter)]);
    return { data: rows.map(map), total, page: request.page, pageSize: request.pageSize };
  }
}
