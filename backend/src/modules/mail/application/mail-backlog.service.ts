import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { ADMIN_MESSAGES, AdminMailStatus, CursorPage, MailBacklogView, OutboxMailView } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ConflictError, NotFoundError } from '../../../kernel/domain-errors';
import { PageRequest, pageOffset } from '../../../kernel/page-request';
import { AuditTrailService } from '../../audit';
import { MailOutboxRepository } from '../infrastructure/mail-outbox.repository';
import type { Actor } from '../../../kernel/actor';
import { toOutboxMailView } from './outbox-mail.mapper';

/** What monitoring and the admins need to know about the outbox: failures, and a second chance for them. */
@Injectable()
export class MailBacklogService {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditTrailService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Issue 15: what is waiting and for how long, in two statements on the (status, …) indexes. The age is the
   * longest wait of a mail that is due (since its nextAttemptAt): a mail waiting out a retry back-off is not late.
   */
  async backlog(): Promise<MailBacklogView> {
    const now = this.clock.now();
    const counts = await this.outbox.countsByStatus(['pending', 'failed']);
    const countOf = (status: string) => counts.get(status) ?? 0;
    const oldestDueAt = await this.outbox.oldestDueAt(now);
    const waitedMs = oldestDueAt ? now.getTime() - oldestDueAt.getTime() : 0;
    return { pending: countOf('pending'), oldestPendingAgeSeconds: Math.max(0, Math.floor(waitedMs / 1000)), failed: countOf('failed') };
  }

  /** Newest first, optionally one status (the (status, id) index), by page number or (issue 22) by cursor; two statements. */
  async list(status: AdminMailStatus | undefined, request: PageRequest): Promise<CursorPage<OutboxMailView>> {
    const { rows, byCursor, ...paging } = await this.outbox.page(status, { offset: pageOffset(request), limit: request.pageSize, cursor: request.cursor });
    return { data: rows.map(toOutboxMailView), ...paging, page: byCursor ? null : request.page, pageSize: request.pageSize };
  }

  /** A failed mail goes back to pending with its attempts reset; the dispatcher picks it up on its next run. */
  async retry(actor: Actor, id: number): Promise<OutboxMailView> {
    return this.transactions.run(async () => {
      const mail = await this.outbox.findById(id);
      if (!mail) throw new NotFoundError(ADMIN_MESSAGES.mailNotFound);
      if (!(await this.outbox.requeueFailed(id, this.clock.now()))) throw new ConflictError(ADMIN_MESSAGES.mailNotFailed);
      await this.audit.record({
        action: 'mail_retried',
        actorUserId: actor.id,
        subject: { type: 'mail', id },
        ipAddress: actor.ipAddress,
        details: { template: mail.template, previousAttempts: mail.attempts },
      });
      return toOutboxMailView((await this.outbox.findById(id)) ?? mail);
    });
  }
}
