import { Injectable } from '@nestjs/common';

import {
  ADMIN_PROJECT_EXPORT_FORBIDDEN,
  ADMIN_PROJECTS_PAGE_SIZE,
  AdminProjectSummary,
  AdminSortKey,
  CursorPaging,
  LIST_CURSOR_MESSAGES,
  MEMBER_PROJECTS_PAGE_SIZE,
  ProjectStatus,
  ProjectStatusCounts,
  ProjectSummary,
  SortOrder,
} from '../../../contracts';
import { ForbiddenError, InvalidInputError } from '../../../kernel/domain-errors';
import { rowsByCursor, sortRequestOf } from '../../../kernel/page-request';
import { projectListScope, ProjectViewerFacts } from '../domain/project-visibility';
import { MemberProjectListRepository } from '../infrastructure/member-project-list.repository';
import { ProjectRepository } from '../infrastructure/project.repository';
import { toMemberProjectSummary, toStatusCounts } from './member-project.mapper';
import { toAdminProjectSummary } from './project-summary.mapper';

/** Who lists projects: their role flags decide which projects they see (project-visibility.ts). */
export interface ProjectListViewer extends ProjectViewerFacts {
  userId: number;
}

export interface ProjectListQuery {
  status?: ProjectStatus;
  page?: number;
  pageSize?: number;
  sort?: AdminSortKey<'adminProjects'>;
  order?: SortOrder;
  /** An admin's list only (issue 22): the nextCursor / previousCursor of a page, read instead of `page`. */
  cursor?: string;
}

export interface ProjectList extends CursorPaging {
  items: ProjectSummary[];
  /** A member's projects by status (the dashboards' tiles and tabs); absent for an admin's list. */
  statusCounts?: ProjectStatusCounts;
}

/**
 * GET /api/projects (spec 000 §7, D8): the caller's own projects, newest first, optionally of one status, a page
 * at a time (issue 22). A charity's or a consultant's page names the other party and counts unread messages;
 * with it come the counts by status, one aggregate query: two statements. A member's list is short and pages by
 * number only (a cursor there is a 400). An admin's list of every project grows with traffic: it pages by number
 * near either end or by cursor at any depth, through an index (issue 22).
 */
@Injectable()
export class ListProjectsService {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly memberProjects: MemberProjectListRepository,
  ) {}

  async listFor(viewer: ProjectListViewer, query: ProjectListQuery = {}): Promise<ProjectList> {
    const scope = projectListScope(viewer);
    const page = query.page ?? 1;
    const none = { nextCursor: null, previousCursor: null };
    if (scope !== 'all' && query.cursor !== undefined) throw new InvalidInputError(LIST_CURSOR_MESSAGES.cursorInvalid, { cursor: LIST_CURSOR_MESSAGES.cursorInvalid });
    if (scope === 'charity' || scope === 'consultant') {
      const pageSize = query.pageSize ?? MEMBER_PROJECTS_PAGE_SIZE;
      const [rows, byStatus] = await Promise.all([
        this.memberProjects.findPage(scope, viewer.userId, query.status, (page - 1) * pageSize, pageSize),
        this.memberProjects.countByStatus(scope, viewer.userId),
      ]);
      const statusCounts = toStatusCounts(byStatus);
      const total = query.status ? statusCounts[query.status] : Object.values(statusCounts).reduce((sum, count) => sum + count, 0);
      return { items: rows.map((row) => toMemberProjectSummary(row, scope)), total, page, pageSize, statusCounts, ...none };
    }
    if (scope === 'all') {
      const pageSize = query.pageSize ?? ADMIN_PROJECTS_PAGE_SIZE;
      const slice = { offset: (page - 1) * pageSize, limit: pageSize, cursor: query.cursor, sort: sortRequestOf(query) };
      const { rows, byCursor, ...paging } = await this.projects.findAdminPage(query.status, slice);
      return { items: rows.map(toAdminProjectSummary), ...paging, page: byCursor ? null : page, pageSize };
    }
    return { items: [], total: 0, page, pageSize: query.pageSize ?? MEMBER_PROJECTS_PAGE_SIZE, ...none };
  }

  /** Every project with its parties in the list's order, a keyset batch at a time for a CSV export; the team's only. */
  exportAll(viewer: ProjectListViewer, query: ProjectListQuery = {}): AsyncGenerator<AdminProjectSummary> {
    if (projectListScope(viewer) !== 'all') throw new ForbiddenError(ADMIN_PROJECT_EXPORT_FORBIDDEN);
    const sort = sortRequestOf(query);
    return rowsByCursor(async (cursor, pageSize) => {
      const batch = await this.projects.findAdminPage(query.status, { offset: 0, limit: pageSize, cursor, sort });
      return { rows: batch.rows.map(toAdminProjectSummary), nextCursor: batch.nextCursor };
    });
  }
}
