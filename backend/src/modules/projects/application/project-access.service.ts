import { Injectable } from '@nestjs/common';

import { isAdminUser, PROJECT_MESSAGES } from '../../../contracts';
import { NotFoundError } from '../../../kernel/domain-errors';
import type { SessionUser } from '../../../kernel/session-user';
import { ProjectRelation, relationTo } from '../domain/project-status-policy';
import { ProjectParticipantsRow, ProjectWorkspaceRepository } from '../infrastructure/project-workspace.repository';

export interface ProjectAccess extends ProjectParticipantsRow {
  relation: ProjectRelation;
}

export interface Recipient {
  userId: number;
  name: string;
  email: string;
}

/**
 * The door to one project (D8): the owning charity, the assigned consultant and admins get in; anyone else
 * gets the same 404 as for a project that does not exist, so existence does not leak (D1).
 */
@Injectable()
export class ProjectAccessService {
  constructor(private readonly workspace: ProjectWorkspaceRepository) {}

  async open(projectId: number, user: SessionUser): Promise<ProjectAccess> {
    const project = await this.workspace.findParticipants(projectId);
    const relation = project ? relationTo({ userId: user.id, isAdmin: isAdminUser(user) }, project) : null;
    if (!project || !relation) throw new NotFoundError(PROJECT_MESSAGES.notFound);
    return { ...project, relation };
  }
}

/** The charity and the consultant of a project, minus whoever acted: they hear about a change by mail and in the bell. */
export function otherParticipants(project: ProjectParticipantsRow, actorUserId: number): Recipient[] {
  const recipients: Recipient[] = [];
  if (project.charityUserId !== actorUserId) recipients.push({ userId: project.charityUserId, name: project.charityUserName, email: project.charityEmail });
  if (project.consultantUserId !== null && project.consultantUserId !== actorUserId && project.consultantEmail) {
    recipients.push({ userId: project.consultantUserId, name: project.consultantUserName ?? '', email: project.consultantEmail });
  }
  return recipients;
}
