import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';

import { AmbientRepository } from '../../../database/ambient-repository';
import { ProjectFileEntity } from './project-file.entity';
import { ProjectHistoryEntity } from './project-history.entity';
import { ProjectEntity } from './project.entity';

/** Parties to a project, by profile id: a charity's and a consultant's profile (either may be absent). */
export interface ProjectParty {
  charityId: number | null;
  consultantId: number | null;
}

/** Reads by party rather than by project: a member's data export (issue 19) and the erasure guard (D19). */
@Injectable()
export class ProjectPartyRepository extends AmbientRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  findProjectsOf(party: ProjectParty): Promise<ProjectEntity[]> {
    const where = [
      ...(party.charityId !== null ? [{ charityId: party.charityId }] : []),
      ...(party.consultantId !== null ? [{ consultantId: party.consultantId }] : []),
    ];
    return where.length ? this.manager.find(ProjectEntity, { where, order: { id: 'ASC' } }) : Promise.resolve([]);
  }

  findHistoryOf(projectIds: number[]): Promise<ProjectHistoryEntity[]> {
    if (!projectIds.length) return Promise.resolve([]);
    return this.manager.find(ProjectHistoryEntity, { where: { projectId: In(projectIds) }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  findFilesUploadedBy(userId: number): Promise<ProjectFileEntity[]> {
    return this.manager.find(ProjectFileEntity, { where: { uploadedByUserId: userId }, order: { id: 'ASC' } });
  }

  async hasProjectInProgress(party: ProjectParty): Promise<boolean> {
    if (party.charityId === null && party.consultantId === null) return false;
    const query = this.manager.createQueryBuilder(ProjectEntity, 'project').where('project.status = :status', { status: 'in_progress' });
    query.andWhere(party.charityId !== null && party.consultantId !== null
      ? '(project.charityId = :charityId OR project.consultantId = :consultantId)'
      : party.charityId !== null ? 'project.charityId = :charityId' : 'project.consultantId = :consultantId', party);
    return (await query.getCount()) > 0;
  }
}
