import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, Repository } from 'typeorm';

import { Clock, CLOCK } from '../../../config/clock';
import { ADMIN_MESSAGES, AdminMailStatus, AdminPage, MailBacklogView, OutboxMailView } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ConflictError, NotFoundError } from '../../../kernel/domain-errors';
import { PageRequest, pageOffset } from '../../../kernel/page-request';
import { AuditTrailService } from '../../audit';
import { SECRET_BEARING_TEMPLATES } from '../domain/mail-templates';
import { MailOutboxEntity } from '../infrastructure/mail-outbox.entity';
import { isSealedBody } from './sealed-body';

export interface MailActor {
  id: number;
  ipAddress: string | null;
}

/** D10: the body of a mail carrying a secret (a reset link) is never shown; neither is a sealed one. */
function toView(row: MailOutboxEntity): OutboxMailView {
  const hidden = SECRET_BEARING_TEMPLATES.has(row.template) || isSealedBody(row.textBody) || row.textBody === '';
  return {
    id: row.id,
    toAddress: row.toAddress,
    template: row.template,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError ?? null,
    body: hidden ? null : row.textBody,
    createdAt: new Date(row.createdAt).toISOString(),
    nextAttemptAt: new Date(row.nextAttemptAt).toISOString(),
    sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  };
}

/** What monitoring and the admins need to know about the outbox: failures, and a second chance for them. */
@Injectable()
export class MailBacklogService {
  constructor(
    @InjectRepository(MailOutboxEntity) private readonly outbox: Repository<MailOutboxEntity>,
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
    const counts = await this.outbox
      .createQueryBuilder('mail')
      .select('mail.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('mail.status IN (:...statuses)', { statuses: ['pending', 'failed'] })
      .groupBy('mail.status')
      .getRawMany<{ status: string; count: string | number }>();
    const countOf = (status: string) => Number(counts.find((row) => row.status === status)?.count ?? 0);
    const oldest = await this.outbox.findOne({
      select: { id: true, nextAttemptAt: true },
      where: { status: 'pending', nextAttemptAt: LessThanOrEqual(now) },
      order: { nextAttemptAt: 'ASC' },
    });
    const waitedMs = oldest ? now.getTime() - new Date(oldest.nextAttemptAt).getTime() : 0;
    return { pending: countOf('pending'), oldestPendingAgeSeconds: Math.max(0, Math.floor(waitedMs / 1000)), failed: countOf('failed') };
  }

  /** Newest first, optionally one status (the (status, id) index); two statements. */
  async list(status: AdminMailStatus | undefined, request: PageRequest): Promise<AdminPage<OutboxMailView>> {
    const [rows, total] = await this.outbox.findAndCount({ where: status ? { status } : {}, order: { id: 'DESC' }, skip: pageOffset(request), take: request.pageSize });
    return { data: rows.map(toView), total, page: request.page, pageSize: request.pageSize };
  }

  /** A failed mail goes back to pending with its attempts reset; the dispatcher picks it up on its next run. */
  async retry(actor: MailActor, id: number): Promise<OutboxMailView> {
    return this.transactions.run(async (manager) => {
      const mail = await manager.findOne(MailOutboxEntity, { where: { id } });
      if (!mail) throw new NotFoundError(ADMIN_MESSAGES.mailNotFound);
      const updated = await manager.update(
        MailOutboxEntity,
        { id, status: 'failed' },
        { status: 'pending', attempts: 0, nextAttemptAt: this.clock.now(), claimedBy: null, claimedUntil: null },
      );
      if (!updated.affected) throw new ConflictError(ADMIN_MESSAGES.mailNotFailed);
      await this.audit.record({
        action: 'mail_retried',
        actorUserId: actor.id,
        subject: { type: 'mail', id },
        ipAddress: actor.ipAddress,
        details: { template: mail.template, previousAttempts: mail.attempts },
      });
      return toView(await manager.findOneByOrFail(MailOutboxEntity, { id }));
    });
  }
}
