import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { currentTransaction } from '../../../database/ambient-transaction';
import { ProjectEntity } from '../infrastructure/project.entity';

/** Parties to a project, by profile id: a charity's and a consultant's profile (either may be absent). */
export interface ProjectParty {
  charityId: number | null;
  consultantId: number | null;
}

/** What other modules may ask about someone's part in projects (D19: no erasure mid-project). */
@Injectable()
export class ProjectParticipationService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async hasProjectInProgress(party: ProjectParty): Promise<boolean> {
    if (party.charityId === null && party.consultantId === null) return false;
    const manager = currentTransaction() ?? this.dataSource.manager;
    const query = manager.createQueryBuilder(ProjectEntity, 'project').where('project.status = :status', { status: 'in_progress' });
    query.andWhere(party.charityId !== null && party.consultantId !== null
      ? '(project.charityId = :charityId OR project.consultantId = :consultantId)'
      : party.charityId !== null ? 'project.charityId = :charityId' : 'project.consultantId = :consultantId', party);
    return (await query.getCount()) > 0;
  }
}
