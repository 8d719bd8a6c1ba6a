import { Injectable } from '@nestjs/common';

import type { ProjectSummary } from '../../../contracts';
import { CharityProfilesService } from '../../charities';
import { ConsultantProfilesService } from '../../consultants';
import { projectListScope, ProjectViewerFacts } from '../domain/project-visibility';
import { ProjectRepository } from '../infrastructure/project.repository';
import { toProjectSummary } from './project-summary.mapper';

export interface ProjectViewer extends ProjectViewerFacts {
  userId: number;
}

/**
 * GET /api/projects (spec 000 §7): the caller's own projects, newest first. Two statements: the caller's
 * profile id, then the projects on that indexed column. Not paged: the list is one charity's or one
 * consultant's projects, and both dashboards count all of them.
 */
@Injectable()
export class ListProjectsService {
  constructor(
    private readonly charities: CharityProfilesService,
    private readonly consultants: ConsultantProfilesService,
    private readonly projects: ProjectRepository,
  ) {}

  async listFor(viewer: ProjectViewer): Promise<ProjectSummary[]> {
    const scope = projectListScope(viewer);
    if (scope === 'charity') {
      const charityId = await this.charities.findIdByUserId(viewer.userId);
      return charityId === null ? [] : (await this.projects.findForCharity(charityId)).map(toProjectSummary);
    }
    if (scope === 'consultant') {
      const consultantId = await this.consultants.findIdByUserId(viewer.userId);
      return consultantId === null ? [] : (await this.projects.findForConsultant(consultantId)).map(toProjectSummary);
    }
    return [];
  }
}
