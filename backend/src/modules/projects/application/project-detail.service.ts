import { Injectable } from '@nestjs/common';

import type { ProjectDetail } from '../../../contracts';
import type { SessionUser } from '../../../kernel/session-user';
import { ProjectRepository } from '../infrastructure/project.repository';
import { ProjectWorkspaceRepository } from '../infrastructure/project-workspace.repository';
import { ProjectAccessService } from './project-access.service';
import { toHistoryEntry } from './project-history.mapper';
import { toProjectSummary } from './project-summary.mapper';

/** GET /api/projects/{id}: spec 001 §3 "Project (read)", the team and the status history (D8). */
@Injectable()
export class ProjectDetailService {
  constructor(
    private readonly access: ProjectAccessService,
    private readonly projects: ProjectRepository,
    private readonly workspace: ProjectWorkspaceRepository,
  ) {}

  async get(projectId: number, user: SessionUser): Promise<ProjectDetail> {
    const parties = await this.access.open(projectId, user);
    const [project, card, history] = await Promise.all([
      this.projects.findById(projectId),
      parties.consultantId === null ? null : this.workspace.findConsultantCard(parties.consultantId),
      this.workspace.findHistory(projectId),
    ]);
    if (!project) throw new Error(`project ${projectId} vanished between two reads`);
    return {
      ...toProjectSummary(project),
      estimatedHours: project.estimatedHours ?? null,
      notes: project.notes ?? null,
      type: project.type === 'oneoff' ? 'oneoff' : null,
      charity: { name: parties.charityName, contactEmail: parties.charityEmail },
      consultant:
        parties.consultantId === null
          ? null
          : { name: parties.consultantUserName ?? '', expertise: card?.consultantExpertise ?? [], organization: card?.consultantOrganisation ?? null },
      history: history.map(toHistoryEntry),
    };
  }
}

