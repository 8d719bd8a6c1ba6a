import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

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

@Injectable()
export class ProjectRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One statement on the indexed projects.charityId; newest first (id breaks ties within one second). */
  findForCharity(charityId: number): Promise<ProjectListRow[]> {
    return this.dataSource.manager.find(ProjectEntity, { where: { charityId }, select: LIST_COLUMNS, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** One statement on the indexed projects.consultantId; newest first. */
  findForConsultant(consultantId: number): Promise<ProjectListRow[]> {
    return this.dataSource.manager.find(ProjectEntity, { where: { consultantId }, select: LIST_COLUMNS, order: { createdAt: 'DESC', id: 'DESC' } });
  }
}
