import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import type { CreateProjectRequest, ProjectSummary } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ForbiddenError, InvalidInputError } from '../../../kernel/domain-errors';
import { ukDateOnly } from '../../../kernel/calendar-date';
import type { SessionUser } from '../../../kernel/session-user';
import { CharityProfilesService } from '../../charities';
import { MailOutboxService } from '../../mail';
import { NeedIntakeService } from '../../matching';
import { projectDateErrors } from '../domain/project-dates';
import { ProjectRepository } from '../infrastructure/project.repository';
import { ProjectWorkspaceRepository } from '../infrastructure/project-workspace.repository';
import { toProjectSummary } from './project-summary.mapper';

/**
 * A charity's project request (spec 001 §2, §5; D8). The project always starts pending, belongs to the
 * caller's charity and has no consultant: those come from the session and the rules, never from the body.
 */
@Injectable()
export class CreateProjectService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly charities: CharityProfilesService,
    private readonly projects: ProjectRepository,
    private readonly workspace: ProjectWorkspaceRepository,
    private readonly mail: MailOutboxService,
    private readonly needs: NeedIntakeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async create(user: SessionUser, input: CreateProjectRequest): Promise<ProjectSummary> {
    const now = this.clock.now();
    const dates = { startDate: input.startDate ?? null, endDate: input.endDate ?? null };
    const dateErrors = projectDateErrors(dates, ukDateOnly(now));
    const firstError = Object.values(dateErrors)[0];
    if (firstError) throw new InvalidInputError(firstError, dateErrors);
    const charityId = await this.charities.findIdByUserId(user.id);
    if (charityId === null) throw new ForbiddenError('Forbidden');

    return this.transactions.run(async () => {
      const id = await this.projects.insert({
        title: input.title,
        description: input.description,
        charityId,
        consultantId: null,
        expertiseRequired: [...new Set(input.expertiseRequired)],
        status: 'pending',
        estimatedHours: input.estimatedHours ?? null,
        ...dates,
        notes: input.notes ?? null,
        type: input.type ?? null,
        createdAt: now,
      });
      await this.workspace.record({ projectId: id, event: 'created', toStatus: 'pending', actorUserId: user.id, createdAt: now });
      await this.mail.enqueue(this.mail.adminInbox, 'projectRequestAdmin', {
        charityName: user.organisation ?? user.name,
        title: input.title,
        expertise: input.expertiseRequired,
        type: input.type ?? null,
        projectId: id,
      });
      // Issue 17: every project request is a need for matching, from the start.
      await this.needs.fromProject({
        projectId: id,
        charityId,
        requesterUserId: user.id,
        expertise: input.expertiseRequired,
        title: input.title,
        description: input.description,
        timeline: input.startDate ? `From ${input.startDate}` : null,
      });
      const created = await this.projects.findById(id);
      if (!created) throw new Error(`project ${id} vanished inside its own transaction`);
      return toProjectSummary(created);
    });
  }
}
