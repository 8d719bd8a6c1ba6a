import { Injectable } from '@nestjs/common';

import type { AdminPage, AdminSortKey, ConsultantApplicationView, CursorPage, PreListedConsultantView, RegisteredConsultantView } from '../../../contracts';
import { PageRequest, pageOffset } from '../../../kernel/page-request';
import { ConsultantRosterRepository, RosterFilter, RosterRow, RosterSortKey } from '../infrastructure/consultant-roster.repository';
import { RosterEntry, toApplicationView, toPreListedView, toRegisteredView, toRosterEntry } from './consultant-roster.mapper';

/** The admin lists of consultants (spec 001 §3). Reads only. */
@Injectable()
export class ConsultantRosterService {
  constructor(private readonly roster: ConsultantRosterRepository) {}

  /** Unreviewed applications, oldest first unless sorted. */
  pendingApplications(request: PageRequest<AdminSortKey<'consultantApplications'>>): Promise<AdminPage<ConsultantApplicationView>> {
    return this.page('pendingApplications', request, toApplicationView);
  }

  /** Every consultant account, self-registered or created by an admin. */
  /** Every consultant profile, by number or cursor (issue 22). */
  async registered(request: PageRequest<AdminSortKey<'registeredConsultants'>>): Promise<CursorPage<RegisteredConsultantView>> {
    const { rows, byCursor, ...paging } = await this.roster.registeredPage({ offset: pageOffset(request), limit: request.pageSize, cursor: request.cursor, sort: request.sort });
    return { data: rows.map(toRegisteredView), ...paging, page: byCursor ? null : request.page, pageSize: request.pageSize };
  }

  /** Approved consultants who have not finished onboarding (a password to change or terms to accept). */
  needingOnboarding(request: PageRequest<AdminSortKey<'preListedConsultants'>>): Promise<AdminPage<PreListedConsultantView>> {
    return this.page('needsOnboarding', request, toPreListedView);
  }

  /** Approved consultants with their account flags (the credentials grid). */
  approved(request: PageRequest<never>): Promise<AdminPage<RosterEntry>> {
    return this.page('approved', request, toRosterEntry);
  }

  async findEntry(consultantId: number): Promise<RosterEntry | null> {
    const row = await this.roster.findOne(consultantId);
    return row ? toRosterEntry(row) : null;
  }

  private async page<View>(filter: RosterFilter, request: PageRequest<RosterSortKey>, map: (row: RosterRow) => View): Promise<AdminPage<View>> {
    const [rows, total] = await Promise.all([this.roster.page(filter, pageOffset(request), request.pageSize, request.sort), this.roster.count(filter)]);
    return { data: rows.map(map), total, page: request.page, pageSize: request.pageSize };
  }
}
