import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { AdminProjectParties, AdminSortKey, ProjectStatus } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { AppendOnlyTotals } from '../../../database/append-only-totals';
import { cappedTotal } from '../../../database/capped-total';
import { GrowingPage, growingListPage, joinPage, PageSlice } from '../../../database/growing-list';
import { KeyKind, sortName } from '../../../database/keyset';
import { rawJsonList, toInstant } from '../../../database/raw-values';
import { SortColumns, sortTerms } from '../../../database/sort-order';
import type { SortRequest } from '../../../kernel/page-request';

import { ProjectEntity, statusRankOf } from './project.entity';

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

/** Each sort reads an index in its order (issue 22); the status sort reads the status's rank (project.entity.ts). */
const ADMIN_SORT_SQL: SortColumns<AdminSortKey<'adminProjects'>> = { createdAt: 'p.createdAt', title: 'p.title', status: ['p.statusRank', 'p.createdAt'] };
const NEWEST_FIRST = sortTerms({ key: 'createdAt', order: 'desc' }, ADMIN_SORT_SQL, 'p.id');
// A rank is a small non-negative integer: a cursor checks and binds it as it does an id.
const KEY_KINDS: Record<string, KeyKind> = { id: 'id', createdAt: 'datetime', title: 'text', statusRank: 'id' };

/** A project of the admins' list with its two parties (issue 16). */
export type AdminProjectRow = ProjectListRow & AdminProjectParties;

/** An admin's list row with the rank its status sort reads (a cursor carries it). */
type RankedAdminProjectRow = AdminProjectRow & { statusRank: number };

/** The columns of a page with both parties: the charity's account and the assigned consultant's. */
const ADMIN_COLUMNS = `p.id AS id, p.title AS title, p.description AS description, p.status AS status, p.statusRank AS statusRank, p.createdAt AS createdAt,
       p.startDate AS startDate, p.endDate AS endDate, p.expertiseRequired AS expertiseRequired,
       c.id AS charityId, COALESCE(cu.organisation, cu.name) AS charityName, cu.name AS charityContactName, cu.email AS charityContactEmail,
       co.id AS consultantId, ku.name AS consultantName`;

function toAdminRow(row: Record<string, unknown>): RankedAdminProjectRow {
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
    statusRank: Number(row.statusRank),
  };
}

@Injectable()
export class ProjectRepository extends AmbientRepository {
  private readonly totals = new AppendOnlyTotals();

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

  /**
   * Every project with its parties, newest first unless sorted (admins), a page at any depth through an index
   * (issue 22, growingListPage): the page's ids from the sort's or the status's index, then those projects with
   * their parties. Projects are never deleted, so the whole list's total is counted once and then past it
   * (AppendOnlyTotals); a status changes, so a status's total is counted up to the depth limit (cappedTotal).
   */
  findAdminPage(status: ProjectStatus | undefined, slice: PageSlice & { sort?: SortRequest<AdminSortKey<'adminProjects'>> }): Promise<GrowingPage<RankedAdminProjectRow>> {
    const filtered = () => {
      const query = this.manager.createQueryBuilder(ProjectEntity, 'p');
      return status ? query.where('p.status = :status', { status }) : query;
    };
    return growingListPage<RankedAdminProjectRow>(
      {
        terms: slice.sort ? sortTerms(slice.sort, ADMIN_SORT_SQL, 'p.id') : NEWEST_FIRST,
        sort: sortName(slice.sort),
        kinds: KEY_KINDS,
        ids: () => filtered().select('p.id', 'pageId'),
        rowsOf: async (pageIds, order) => {
          const rows = this.manager
            .createQueryBuilder(ProjectEntity, 'p')
            .select(ADMIN_COLUMNS)
            .innerJoin('charities', 'c', 'c.id = p.charityId')
            .innerJoin('users', 'cu', 'cu.id = c.userId')
            .leftJoin('consultants', 'co', 'co.id = p.consultantId')
            .leftJoin('users', 'ku', 'ku.id = co.userId');
          return (await joinPage(rows, pageIds, order).getRawMany<Record<string, unknown>>()).map(toAdminRow);
        },
        total: () => (status ? cappedTotal(filtered()) : this.totals.total('all', filtered(), 'p.id', 'projects')),
      },
      slice,
    );
  }

  findById(id: number): Promise<ProjectEntity | null> {
    return this.manager.findOne(ProjectEntity, { where: { id } });
  }

  async insert(values: Omit<ProjectEntity, 'id' | 'createdAt' | 'statusRank'> & { createdAt: Date }): Promise<number> {
    const result = await this.manager.insert(ProjectEntity, { ...values, statusRank: statusRankOf(values.status) });
    return result.identifiers[0].id as number;
  }

  /**
   * Moves the project only if it is still in `from` (and sets the consultant when given): two requests that
   * race both read the old status, and only the first of them changes the row. False: the move lost.
   */
  async moveStatus(id: number, from: ProjectStatus, to: ProjectStatus, consultantId?: number): Promise<boolean> {
    const result = await this.manager.update(ProjectEntity, { id, status: from }, { status: to, statusRank: statusRankOf(to), ...(consultantId === undefined ? {} : { consultantId }) });
    return (result.affected ?? 0) > 0;
  }
}
