import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { AdminProjectParties, AdminSortKey, ProjectStatus } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { rawJsonList, toInstant } from '../../../database/raw-values';
import { orderByClause, SortColumns } from '../../../database/sort-order';
import type { SortRequest } from '../../../kernel/page-request';

import { ProjectEntity } from './project.entity';

/** The columns of the spec's "project as displayed"; notes and hours stay on the detail view. */
export type ProjectListRow = Pick<ProjectEntity, 'id' | 'title' | 'description' | 'status' | 'createdAt' | 'startDate' | 'endDate' | 'expertiseRequired'>;

const LIST_COLUMNS = {
  id: true,
  title: true,
  description: true,
  status: true,
  createdAt: true,
  startDate: true,
  endDate: true,
  expertiseRequired: true,
} as const;

const ADMIN_SORT_SQL: SortColumns<AdminSortKey<'adminProjects'>> = { createdAt: 'p.createdAt', title: 'p.title', status: ['p.status', 'p.createdAt'] };

/** A project of the admins' list with its two parties (issue 16). */
export type AdminProjectRow = ProjectListRow & AdminProjectParties;

export interface AdminProjectQuery {
  status?: ProjectStatus;
  page: number;
  pageSize: number;
  sort?: SortRequest<AdminSortKey<'adminProjects'>>;
}

/** The page with both parties in one statement: the charity's account and the assigned consultant's. */
const ADMIN_ROWS = `SELECT p.id, p.title, p.description, p.status, p.createdAt, p.startDate, p.endDate, p.expertiseRequired,
       c.id AS charityId, COALESCE(cu.organisation, cu.name) AS charityName, cu.name AS charityContactName, cu.email AS charityContactEmail,
       co.id AS consultantId, ku.name AS consultantName
  FROM projects p
  INNER JOIN charities c ON c.id = p.charityId
  INNER JOIN users cu ON cu.id = c.userId
  LEFT JOIN consultants co ON co.id = p.consultantId
  LEFT JOIN users ku ON ku.id = co.userId`;

function toAdminRow(row: Record<string, unknown>): AdminProjectRow {
  const consultantId = row.consultantId === null || row.consultantId === undefined ? null : Number(row.consultantId);
  return {
    id: Number(row.id),
    title: String(row.title),
    description: String(row.description),
    status: row.status as ProjectStatus,
    createdAt: toInstant(row.createdAt as Date | string),
    startDate: (row.startDate ?? null) as string | null,
    endDate: (row.endDate ?? null) as string | null,
    expertiseRequired: rawJsonList(row.expertiseRequired),
    charity: { id: Number(row.charityId), name: String(row.charityName), contactName: String(row.charityContactName), contactEmail: String(row.charityContactEmail) },
    consultant: consultantId === null ? null : { id: consultantId, name: String(row.consultantName ?? '') },
  };
}

@Injectable()
export class ProjectRepository extends AmbientRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** One statement on the indexed projects.charityId; newest first (id breaks ties within one second). */
  findForCharity(charityId: number, status?: ProjectStatus): Promise<ProjectListRow[]> {
    return this.manager.find(ProjectEntity, { where: { charityId, ...(status ? { status } : {}) }, select: LIST_COLUMNS, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** One statement on the indexed projects.consultantId; newest first. */
  findForConsultant(consultantId: number, status?: ProjectStatus): Promise<ProjectListRow[]> {
    return this.manager.find(ProjectEntity, { where: { consultantId, ...(status ? { status } : {}) }, select: LIST_COLUMNS, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Every project with its parties, a page at a time (admins): the page and the count, two statements. */
  async findAdminPage(query: AdminProjectQuery): Promise<[AdminProjectRow[], number]> {
    const where = query.status ? ' WHERE p.status = ?' : '';
    const parameters = query.status ? [query.status] : [];
    const order = query.sort ? orderByClause(query.sort, ADMIN_SORT_SQL, 'p.id') : 'p.createdAt DESC, p.id DESC';
    const rows: Array<Record<string, unknown>> = await this.manager.query(
      `${ADMIN_ROWS}${where} ORDER BY ${order} LIMIT ${Number(query.pageSize)} OFFSET ${Number((query.page - 1) * query.pageSize)}`,
      parameters,
    );
    const total = await this.manager.count(ProjectEntity, { where: query.status ? { status: query.status } : {} });
    return [rows.map(toAdminRow), total];
  }

  findById(id: number): Promise<ProjectEntity | null> {
    return this.manager.findOne(ProjectEntity, { where: { id } });
  }

  async insert(values: Omit<ProjectEntity, 'id' | 'createdAt'> & { createdAt: Date }): Promise<number> {
    const result = await this.manager.insert(ProjectEntity, values);
    return result.identifiers[0].id as number;
  }

  /**
   * Moves the project only if it is still in `from` (and sets the consultant when given): two requests that
   * race both read the old status, and only the first of them changes the row. False: the move lost.
   */
  async moveStatus(id: number, from: ProjectStatus, to: ProjectStatus, consultantId?: number): Promise<boolean> {
    const result = await this.manager.update(ProjectEntity, { id, status: from }, { status: to, ...(consultantId === undefined ? {} : { consultantId }) });
    return (result.affected ?? 0) > 0;
  }
}
