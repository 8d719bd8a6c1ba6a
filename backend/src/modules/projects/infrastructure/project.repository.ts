import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOptionsWhere } from 'typeorm';

import type { AdminSortKey, ProjectStatus } from '../../../contracts';
import { currentTransaction } from '../../../database/ambient-transaction';
import { findOrder, SortColumns } from '../../../database/sort-order';
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

const ADMIN_SORT: SortColumns<AdminSortKey<'adminProjects'>> = { createdAt: 'createdAt', title: 'title', status: ['status', 'createdAt'] };

@Injectable()
export class ProjectRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get manager(): EntityManager {
    return currentTransaction() ?? this.dataSource.manager;
  }

  /** One statement on the indexed projects.charityId; newest first (id breaks ties within one second). */
  findForCharity(charityId: number, status?: ProjectStatus): Promise<ProjectListRow[]> {
    return this.manager.find(ProjectEntity, { where: { charityId, ...(status ? { status } : {}) }, select: LIST_COLUMNS, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** One statement on the indexed projects.consultantId; newest first. */
  findForConsultant(consultantId: number, status?: ProjectStatus): Promise<ProjectListRow[]> {
    return this.manager.find(ProjectEntity, { where: { consultantId, ...(status ? { status } : {}) }, select: LIST_COLUMNS, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Every project, a page at a time (admins): the page and the count, two statements. */
  findPage(options: { status?: ProjectStatus; page: number; pageSize: number; sort?: SortRequest<AdminSortKey<'adminProjects'>> }): Promise<[ProjectListRow[], number]> {
    const where: FindOptionsWhere<ProjectEntity> = options.status ? { status: options.status } : {};
    return this.manager.findAndCount(ProjectEntity, {
      where,
      select: LIST_COLUMNS,
      order: options.sort ? findOrder(options.sort, ADMIN_SORT) : { createdAt: 'DESC', id: 'DESC' },
      skip: (options.page - 1) * options.pageSize,
      take: options.pageSize,
    });
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
