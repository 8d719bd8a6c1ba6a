import { Injectable } from '@nestjs/common';

import { ADMIN_PROJECT_EXPORT_FORBIDDEN, ADMIN_PROJECTS_PAGE_SIZE, AdminProjectSummary, AdminSortKey, ProjectStatus, ProjectSummary, SortOrder } from '../../../contracts';
import { ForbiddenError } from '../../../kernel/domain-errors';
import { rowsPageByPage, sortRequestOf } from '../../../kernel/page-request';
import { CharityProfilesService } from '../../charities';
import { ConsultantProfilesService } from '../../consultants';
import { projectListScope, ProjectViewerFacts } from '../domain/project-visibility';
import { AdminProjectRow, ProjectRepository } from '../infrastructure/project.repository';
import { toProjectSummary } from './project-summary.mapper';

const toAdminProjectSummary = (row: AdminProjectRow): AdminProjectSummary => ({ ...toProjectSummary(row), charity: row.charity, consultant: row.consultant });

export interface ProjectViewer extends ProjectViewerFacts {
  userId: number;
}

export interface ProjectListQuery {
  status?: ProjectStatus;
  page?: number;
  sort?: AdminSortKey<'adminProjects'>;
  order?: SortOrder;
}

export interface ProjectList {
  items: ProjectSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * GET /api/projects (spec 000 §7, D8): the caller's own projects, newest first, optionally of one status.
 * Two statements: the caller's profile id, then the projects on that indexed column. A charity's or a
 * consultant's list is not paged (both dashboards count all of it); an admin's list of every project is,
 * with the page and the count in two statements.
 */
@Injectable()
export class ListProjectsService {
  constructor(
    private readonly charities: CharityProfilesService,
    private readonly consultants: ConsultantProfilesService,
    private readonly projects: ProjectRepository,
  ) {}

  async listFor(viewer: ProjectViewer, query: ProjectListQuery = {}): Promise<ProjectList> {
    const scope = projectListScope(viewer);
    const whole = (items: ProjectSummary[]): ProjectList => ({ items, total: items.length, page: 1, pageSize: Math.max(items.length, 1) });
    if (scope === 'charity') {
      const charityId = await this.charities.findIdByUserId(viewer.userId);
      return whole(charityId === null ? [] : (await this.projects.findForCharity(charityId, query.status)).map(toProjectSummary));
    }
    if (scope === 'consultant') {
      const consultantId = await this.consultants.findIdByUserId(viewer.userId);
      return whole(consultantId === null ? [] : (await this.projects.findForConsultant(consultantId, query.status)).map(toProjectSummary));
    }
    if (scope === 'all') {
      const page = query.page ?? 1;
      const [rows, total] = await this.projects.findAdminPage({ status: query.status, page, pageSize: ADMIN_PROJECTS_PAGE_SIZE, sort: sortRequestOf(query) });
      return { items: rows.map(toAdminProjectSummary), total, page, pageSize: ADMIN_PROJECTS_PAGE_SIZE };
    }
    return whole([]);
  }

  /** Every project with its parties in the list's order, read a page at a time for a CSV export; the team's only. */
  exportAll(viewer: ProjectViewer, query: ProjectListQuery = {}): AsyncGenerator<AdminProjectSummary> {
    if (projectListScope(viewer) !== 'all') throw new ForbiddenError(ADMIN_PROJECT_EXPORT_FORBIDDEN);
    const sort = sortRequestOf(query);
    return rowsPageByPage(async (page, pageSize) => (await this.projects.findAdminPage({ status: query.status, page, pageSize, sort }))[0].map(toAdminProjectSummary));
  }
}
