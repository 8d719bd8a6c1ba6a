import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';

import { rootLogger } from '../../../common/logging/logger';
import { Clock, CLOCK } from '../../../config/clock';
import { SqlDialect } from '../../../database/sql-dialect';
import { TransactionRunner } from '../../../database/transaction-runner';
import { MAX_MAIL_ATTEMPTS, nextAttemptDelayMs } from '../domain/mail-templates';
import { MailOutboxEntity } from '../infrastructure/mail-outbox.entity';
import { MailTransport } from '../infrastructure/mail-transport';

const CLAIM_MS = 5 * 60_000;

@Injectable()
export class MailDispatcherService {
  private readonly workerId = randomUUID();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dialect: SqlDialect,
    private readonly transactions: TransactionRunner,
    private readonly transport: MailTransport,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Claims due rows so that concurrent dispatchers (other instances) never send the same mail twice. */
  private async claimDue(limit: number): Promise<MailOutboxEntity[]> {
    return this.transactions.run(async (manager) => {
      const now = this.clock.now();
      const query = manager
        .createQueryBuilder(MailOutboxEntity, 'mail')
        .where('mail.status = :status', { status: 'pending' })
        .andWhere('mail.nextAttemptAt <= :now', { now })
        .andWhere('(mail.claimedUntil IS NULL OR mail.claimedUntil < :now)', { now })
        .orderBy('mail.id', 'ASC')
        .limit(limit);
      if (this.dialect.skipLockedSupported) query.setLock('pessimistic_write').setOnLocked('skip_locked');
      const rows = await query.getMany();
      if (rows.length) {
        await manager.update(MailOutboxEntity, { id: In(rows.map((row) => row.id)) }, { claimedBy: this.workerId, claimedUntil: new Date(now.getTime() + CLAIM_MS) });
      }
      return rows;
    });
  }

  /** Sends what is due; returns how many were handled. */
  async dispatchDue(limit = 25): Promise<number> {
    const rows = await this.claimDue(limit);
    for (const row of rows) {
      try {
        await this.transport.send({ to: row.toAddress, subject: row.subject, text: row.textBody });
        await this.dataSource.manager.update(MailOutboxEntity, row.id, {
          status: this.transport.delivers ? 'sent' : 'logged',
          sentAt: this.clock.now(),
          attempts: row.attempts + 1,
          claimedBy: null,
          claimedUntil: null,
          lastError: null,
        });
      } catch (error) {
        const attempts = row.attempts + 1;
        const failed = attempts >= MAX_MAIL_ATTEMPTS;
        rootLogger().warn({ mailId: row.id, attempts, err: (error as Error).message }, failed ? 'mail failed for good' : 'mail delivery failed; will retry');
        await this.dataSource.manager.update(MailOutboxEntity, row.id, {
          status: failed ? 'failed' : 'pending',
          attempts,
          nextAttemptAt: new Date(this.clock.now().getTime() + nextAttemptDelayMs(attempts)),
          claimedBy: null,
          claimedUntil: null,
          lastError: String((error as Error).message ?? error).slice(0, 1000),
        });
      }
    }
    return rows.length;
  }
}
