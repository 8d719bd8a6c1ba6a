import { Injectable } from '@nestjs/common';

import { ADMIN_CHARITY_DETAIL_LIMIT, AdminCharityDetail, AdminCharityRow, AdminSortKey, CursorPage, MEMBERSHIP_REQUEST_STATUS_LABELS, MEMBERSHIP_REQUEST_TYPE_LABELS, PROJECT_STATUS_LABELS, PROJECT_STATUSES, ProjectStatus } from '../../../contracts';
import { NotFoundError } from '../../../kernel/domain-errors';
import { PageRequest, pageOffset } from '../../../kernel/page-request';
import { CharityAdminRepository, CharityListFilter } from '../infrastructure/charity-admin.repository';
import { toAdminCharityRow } from './admin-charity-row.mapper';

export type { CharityListFilter } from '../infrastructure/charity-admin.repository';
export type CharityPage = Omit<AdminCharityDetail, 'auditTrail' | 'enquiries'>;

const CHARITY_NOT_FOUND = 'Charity not found';

const noProjects = (): Record<ProjectStatus, number> => Object.fromEntries(PROJECT_STATUSES.map((status) => [status, 0])) as Record<ProjectStatus, number>;

/** The admins' charities (issue 16): the list (two statements) and one charity's page. Reads only. */
@Injectable()
export class CharityAdminQueriesService {
  constructor(private readonly charities: CharityAdminRepository) {}

  /** One page by number or cursor (issue 22). */
  async list(filter: CharityListFilter, request: PageRequest<AdminSortKey<'adminCharities'>>): Promise<CursorPage<AdminCharityRow>> {
    const { rows, byCursor, ...paging } = await this.charities.findPage(filter, { offset: pageOffset(request), limit: request.pageSize, cursor: request.cursor, sort: request.sort });
    return { data: rows.map((row) => toAdminCharityRow(row, row.projectCounts)), ...paging, page: byCursor ? null : request.page, pageSize: request.pageSize };
  }

  /** The charity with its projects and membership requests; 404 for an unknown id. */
  async page(id: number): Promise<CharityPage> {
    const row = await this.charities.findById(id);
    if (!row) throw new NotFoundError(CHARITY_NOT_FOUND);
    const [projects, requests] = await Promise.all([this.charities.findProjects(id, ADMIN_CHARITY_DETAIL_LIMIT), this.charities.findRequests(id, ADMIN_CHARITY_DETAIL_LIMIT)]);
    const projectCounts = noProjects();
    for (const project of projects) projectCounts[project.status] += 1;
    const { username, phone, website, registeredNumber, revenue, employeeCount, foundingYear, mission, primaryCause, location } = row;
    return {
      ...toAdminCharityRow(row, projectCounts),
      username,
      phone,
      website,
      registeredNumber,
      revenue,
      employeeCount,
      foundingYear,
      mission,
      primaryCause,
      location,
      projects: projects.map((project) => ({
        id: project.id,
        title: project.title,
        status: project.status,
        statusLabel: PROJECT_STATUS_LABELS[project.status],
        createdAt: project.createdAt.toISOString(),
        consultantName: project.consultantName,
      })),
      membershipRequests: requests.map((request) => ({
        id: request.id,
        type: request.type,
        typeLabel: MEMBERSHIP_REQUEST_TYPE_LABELS[request.type as keyof typeof MEMBERSHIP_REQUEST_TYPE_LABELS] ?? request.type,
        status: request.status,
        statusLabel: MEMBERSHIP_REQUEST_STATUS_LABELS[request.status as keyof typeof MEMBERSHIP_REQUEST_STATUS_LABELS] ?? request.status,
        createdAt: request.createdAt.toISOString(),
        handledAt: request.handledAt?.toISOString() ?? null,
      })),
    };
  }
}
