import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { firstNameOf, PROJECT_MESSAGES, PROJECT_STATUS_LABELS, ProjectStatus, ProjectSummary } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ConflictError, InvalidInputError } from '../../../kernel/domain-errors';
import type { SessionUser } from '../../../kernel/session-user';
import { AuditTrailService } from '../../audit';
import { MailOutboxService } from '../../mail';
import { NeedIntakeService } from '../../matching';
import { NotificationsService } from '../../notifications';
import { ReviewRoundsService } from '../../reviews';
import { mayChangeStatus, statusAfterAssignment } from '../domain/project-status-policy';
import { ProjectRepository } from '../infrastructure/project.repository';
import { ProjectParticipantsRow, ProjectWorkspaceRepository } from '../infrastructure/project-workspace.repository';
import { otherParticipants, ProjectAccessService } from './project-access.service';
import { toProjectSummary } from './project-summary.mapper';

/**
 * Status moves and consultant assignment (D8). Each move is conditional on the status that was read, is
 * recorded in the project history, mailed to the other side(s), and audited when an admin made it.
 */
@Injectable()
export class ChangeProjectStatusService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly access: ProjectAccessService,
    private readonly projects: ProjectRepository,
    private readonly workspace: ProjectWorkspaceRepository,
    private readonly mail: MailOutboxService,
    private readonly audit: AuditTrailService,
    private readonly needs: NeedIntakeService,
    private readonly notifications: NotificationsService,
    private readonly reviewRounds: ReviewRoundsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async changeStatus(projectId: number, user: SessionUser, to: ProjectStatus, ipAddress: string | null): Promise<ProjectSummary> {
    return this.transactions.run(async () => {
      const project = await this.access.open(projectId, user);
      if (!mayChangeStatus(project.relation, project, to)) throw new ConflictError(PROJECT_MESSAGES.statusRefused);
      if (!(await this.projects.moveStatus(projectId, project.status, to))) throw new ConflictError(PROJECT_MESSAGES.statusRefused);
      const now = this.clock.now();
      await this.workspace.record({ projectId, event: 'status_changed', fromStatus: project.status, toStatus: to, actorUserId: user.id, createdAt: now });
      for (const recipient of otherParticipants(project, user.id)) {
        await this.mail.enqueue(recipient.email, 'projectStatusChanged', {
          name: recipient.name,
          title: project.title,
          fromLabel: PROJECT_STATUS_LABELS[project.status],
          toLabel: PROJECT_STATUS_LABELS[to],
          actorName: user.name,
          projectId,
        });
        await this.notifications.notify(recipient.userId, 'projectStatusChanged', {
          projectId,
          projectTitle: project.title,
          fromLabel: PROJECT_STATUS_LABELS[project.status],
          toLabel: PROJECT_STATUS_LABELS[to],
          actorName: firstNameOf(user.name),
        });
      }
      // D18: both sides are asked to review, in this transaction (the round and its mails commit with the move).
      if (to === 'completed') await this.reviewRounds.projectCompleted(projectId);
      if (to === 'cancelled') await this.needs.sourceMoved('project', projectId, 'withdrawn', { userId: user.id, ipAddress }, 'project_cancelled');
      if (project.relation === 'admin') {
        await this.audit.record({ action: 'project_status_changed', actorUserId: user.id, subject: { type: 'project', id: projectId }, ipAddress, details: { from: project.status, to } });
      }
      return this.reload(projectId);
    });
  }

  /** Admins only (the route says so): an approved consultant takes the project, which is then in progress. */
  async assign(projectId: number, admin: SessionUser, consultantId: number, ipAddress: string | null): Promise<ProjectSummary> {
    return this.transactions.run(async () => {
      const project = await this.access.open(projectId, admin);
      await this.assignConsultant(project, consultantId, admin.id, ipAddress);
      // D8's direct assignment stays possible: the project's need ends assigned, its move on record.
      await this.needs.sourceMoved('project', projectId, 'assigned', { userId: admin.id, ipAddress }, null);
      return this.reload(projectId);
    });
  }

  /**
   * Matching's path (D17): the chosen consultant accepted, so they are assigned as an admin would assign them.
   * Runs inside matching's transaction; the consultant is the actor.
   */
  async assignFromMatch(projectId: number, consultantId: number, actorUserId: number): Promise<void> {
    const project = await this.workspace.findParticipants(projectId);
    if (!project) throw new ConflictError(PROJECT_MESSAGES.statusRefused);
    await this.assignConsultant(project, consultantId, actorUserId, null);
  }

  private async assignConsultant(project: ProjectParticipantsRow, consultantId: number, actorUserId: number, ipAddress: string | null): Promise<void> {
    const projectId = project.id;
    const consultant = await this.workspace.findAssignableConsultant(consultantId);
    if (!consultant) throw new InvalidInputError(PROJECT_MESSAGES.consultantNotApproved, { consultantId: PROJECT_MESSAGES.consultantNotApproved });
    const to = statusAfterAssignment(project.status);
    if (to === null) throw new ConflictError(PROJECT_MESSAGES.statusRefused);
    if (!(await this.projects.moveStatus(projectId, project.status, to, consultant.id))) throw new ConflictError(PROJECT_MESSAGES.statusRefused);
    const now = this.clock.now();
    await this.workspace.record({ projectId, event: 'consultant_assigned', fromStatus: project.status, toStatus: to, detail: consultant.name, actorUserId, createdAt: now });
    await this.mail.enqueue(project.charityEmail, 'projectConsultantAssigned', { name: project.charityUserName, title: project.title, consultantName: consultant.name, projectId });
    await this.mail.enqueue(consultant.email, 'projectConsultantAssigned', { name: consultant.name, title: project.title, consultantName: consultant.name, projectId });
    const assigned = { projectId, projectTitle: project.title, consultantFirstName: firstNameOf(consultant.name), charityName: project.charityName };
    await this.notifications.notify(project.charityUserId, 'projectConsultantAssigned', { ...assigned, audience: 'charity' });
    await this.notifications.notify(consultant.userId, 'projectConsultantAssigned', { ...assigned, audience: 'consultant' });
    if (project.consultantId !== null && project.consultantId !== consultant.id && project.consultantEmail) {
      await this.mail.enqueue(project.consultantEmail, 'projectConsultantReplaced', { name: project.consultantUserName ?? '', title: project.title, projectId });
    }
    await this.audit.record({
      action: 'project_consultant_assigned',
      actorUserId,
      subject: { type: 'project', id: projectId },
      ipAddress,
      details: { consultantId: consultant.id, previousConsultantId: project.consultantId, from: project.status, to },
    });
  }

  private async reload(projectId: number): Promise<ProjectSummary> {
    const project = await this.projects.findById(projectId);
    if (!project) throw new Error(`project ${projectId} vanished inside its own transaction`);
    return toProjectSummary(project);
  }
}
