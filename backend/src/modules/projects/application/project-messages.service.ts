import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { firstNameOf, PROJECT_MESSAGES, ProjectMessage } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ForbiddenError } from '../../../kernel/domain-errors';
import type { SessionUser } from '../../../kernel/session-user';
import { NotificationsService } from '../../notifications';
import { mayPostMessages } from '../domain/project-status-policy';
import { ProjectMessageRepository } from '../infrastructure/project-message.repository';
import { otherParticipants, ProjectAccessService } from './project-access.service';
import { toProjectMessage } from './project-message.mapper';

/** How many messages one GET returns; older ones come with ?beforeId=. */
const MESSAGES_PAGE_SIZE = 200;

/** The project conversation (spec 001 §3 "Project message"; D8). */
@Injectable()
export class ProjectMessagesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly access: ProjectAccessService,
    private readonly messages: ProjectMessageRepository,
    private readonly notifications: NotificationsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Reading marks the other side's messages read (D8) when the reader is a side (an admin reading along
   * does not). The mark is one conditional UPDATE, atomic on its own, sent only when the page shows
   * something unread from the other side: a chat that polls costs two statements besides the session.
   */
  async list(projectId: number, user: SessionUser, beforeId?: number): Promise<ProjectMessage[]> {
    const project = await this.access.open(projectId, user);
    const rows = await this.messages.findPage(projectId, MESSAGES_PAGE_SIZE, beforeId);
    const unreadFromOthers = rows.filter((row) => !row.isRead && row.senderId !== user.id);
    if (mayPostMessages(project.relation) && unreadFromOthers.length) {
      await this.messages.markReadFor(projectId, user.id);
      for (const row of unreadFromOthers) row.isRead = true;
    }
    return rows.map((row) => toProjectMessage(row, project));
  }

  async post(projectId: number, user: SessionUser, content: string): Promise<ProjectMessage> {
    return this.transactions.run(async () => {
      const project = await this.access.open(projectId, user);
      if (!mayPostMessages(project.relation)) throw new ForbiddenError(PROJECT_MESSAGES.notParticipant);
      const id = await this.messages.insert({ projectId, senderId: user.id, content, createdAt: this.clock.now() });
      const row = await this.messages.findById(id);
      if (!row) throw new Error(`message ${id} vanished inside its own transaction`);
      // One unread notification per project and reader, however many messages arrive before they look.
      for (const recipient of otherParticipants(project, user.id)) {
        await this.notifications.notify(recipient.userId, 'projectMessage', { projectId, projectTitle: project.title, senderName: firstNameOf(user.name) }, { groupKey: `project-messages:${projectId}` });
      }
      return toProjectMessage(row, project);
    });
  }
}

