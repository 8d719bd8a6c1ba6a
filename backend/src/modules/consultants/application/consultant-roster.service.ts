import { Injectable } from '@nestjs/common';

import { AdminSortKey, ConsultantApplicationView, CursorPage, PreListedConsultantView, RegisteredConsultantView } from '../../../contracts';
import { PageRequest, pageOffset } from '../../../kernel/page-request';
import { ConsultantRosterRepository, RosterFilter, RosterRow, RosterSortKey } from '../infrastructure/consultant-roster.repository';
import { RosterEntry, toApplicationView, toPreListedView, toRegisteredView, toRosterEntry } from './consultant-roster.mapper';

/** The admin lists of consultants (spec 001 §3). Reads only. */
@Injectable()
export class ConsultantRosterService {
  constructor(private readonly roster: ConsultantRosterRepository) {}

  /** Unreviewed applications, oldest first unless sorted: by page number near either end, or by cursor (issue 22). */
  pendingApplications(request: PageRequest<AdminSortKey<'consultantApplications'>>): Promise<CursorPage<ConsultantApplicationView>> {
    return this.cursorPage('pendingApplications', request, toApplicationView);
  }

  /** Every consultant account, self-registered or created by an admin: newest first unless sorted, in any sort by cursor. */
  registered(request: PageRequest<AdminSortKey<'registeredConsultants'>>): Promise<CursorPage<RegisteredConsultantView>> {
    return this.cursorPage('all', request, toRegisteredView);
  }

  /** Approved consultants who have not finished onboarding (a password to change or terms to accept). */
  needingOnboarding(request: PageRequest<AdminSortKey<'preListedConsultants'>>): Promise<CursorPage<PreListedConsultantView>> {
    return this.cursorPage('needsOnboarding', request, toPreListedView);
  }

  /** Every approved consultant with their account flags, newest first, read in keyset batches (Standardize All). */
  async *approved(): AsyncGenerator<RosterEntry> {
    for await (const row of this.roster.rows('approved')) yield toRosterEntry(row);
  }

  async findEntry(consultantId: number): Promise<RosterEntry | null> {
    const row = await this.roster.findOne(consultantId);
    return row ? toRosterEntry(row) : null;
  }

  private async cursorPage<View>(filter: RosterFilter, request: PageRequest<RosterSortKey>, map: (row: RosterRow) => View): Promise<CursorPage<View>> {
    const { rows, byCursor, ...paging } = await this.roster.cursorPage(filter, { offset: pageOffset(request), limit: request.pageSize, cursor: request.cursor, sort: request.sort });
    return { data: rows.map(map), ...paging, page: byCursor ? null : request.page, pageSize: request.pageSize };
  }
}
