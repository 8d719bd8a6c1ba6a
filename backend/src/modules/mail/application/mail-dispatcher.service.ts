import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, Not } from 'typeorm';

import { rootLogger } from '../../../common/logging/logger';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock, CLOCK } from '../../../config/clock';
import { SqlDialect } from '../../../database/sql-dialect';
import { TransactionRunner } from '../../../database/transaction-runner';
import { MAX_MAIL_ATTEMPTS, nextAttemptDelayMs, SECRET_BEARING_TEMPLATES } from '../domain/mail-templates';
import { SELF_ERASING_TEMPLATES } from '../domain/account-mail-templates';
import { MailOutboxEntity } from '../infrastructure/mail-outbox.entity';
import { MailTransport } from '../infrastructure/mail-transport';
import { isSmtpUnreachable } from '../infrastructure/smtp-failure';
import { openBody } from './sealed-body';

const CLAIM_MS = 5 * 60_000;

type RowChanges = Partial<Pick<MailOutboxEntity, 'toAddress' | 'status' | 'attempts' | 'nextAttemptAt' | 'sentAt' | 'claimedBy' | 'claimedUntil' | 'lastError' | 'textBody'>>;
const UNCLAIMED = { claimedBy: null, claimedUntil: null } as const;
const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 1000);

@Injectable()
export class MailDispatcherService {
  private readonly workerId = randomUUID();
  /**
   * Outcomes the database refused to record (it failed mid-batch), written again first thing on the
   * next run. Their rows stay claimed by this worker and are never claimed here again meanwhile, so a
   * mail that left is not sent a second time.
   */
  private readonly unrecorded = new Map<number, RowChanges>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dialect: SqlDialect,
    private readonly transactions: TransactionRunner,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
      if (this.unrecorded.size) query.andWhere({ id: Not(In([...this.unrecorded.keys()])) });
      if (this.dialect.skipLockedSupported) query.setLock('pessimistic_write').setOnLocked('skip_locked');
      const rows = await query.getMany();
      if (rows.length) {
        await manager.update(MailOutboxEntity, { id: In(rows.map((row) => row.id)) }, { claimedBy: this.workerId, claimedUntil: new Date(now.getTime() + CLAIM_MS) });
      }
      return rows;
    });
  }

  /** Sends what is due; returns how many mails were attempted. */
  async dispatchDue(limit = 25): Promise<number> {
    await this.recordLeftovers();
    const rows = await this.claimDue(limit);
    let attempted = 0;
    try {
      for (const row of rows) {
        attempted += 1;
        const { changes, smtpUnreachable } = await this.attempt(row);
        await this.record(row.id, changes);
        // The server is gone: the rest of the batch would fail the same way, one timeout each.
        if (smtpUnreachable) break;
      }
    } finally {
      for (const row of rows.slice(attempted)) await this.record(row.id, UNCLAIMED);
    }
    return attempted;
  }

  private async attempt(row: MailOutboxEntity): Promise<{ changes: RowChanges; smtpUnreachable?: boolean }> {
    const now = this.clock.now();
    try {
      const text = openBody(row.textBody, this.config.credentialsKey);
      if (text === null) throw new Error('The stored body cannot be decrypted with the current CREDENTIALS_KEY');
      await this.transport.send({ to: row.toAddress, subject: row.subject, text, messageId: this.messageIdOf(row) });
      return {
        changes: {
          status: this.transport.delivers ? 'sent' : 'logged',
          sentAt: now,
          attempts: row.attempts + 1,
          lastError: null,
          ...UNCLAIMED,
          // Once delivered, a secret (reset link) has no business staying in the database.
          ...(SECRET_BEARING_TEMPLATES.has(row.template) ? { textBody: '' } : {}),
          ...(SELF_ERASING_TEMPLATES.has(row.template) ? { toAddress: '', textBody: '' } : {}),
        },
      };
    } catch (error) {
      if (isSmtpUnreachable(error)) {
        rootLogger().warn({ mailId: row.id, err: errorText(error) }, 'SMTP server unreachable; the mail waits for the next run');
        return { changes: { nextAttemptAt: now, lastError: errorText(error), ...UNCLAIMED }, smtpUnreachable: true };
      }
      const attempts = row.attempts + 1;
      const failed = attempts >= MAX_MAIL_ATTEMPTS;
      rootLogger().warn({ mailId: row.id, attempts, err: errorText(error) }, failed ? 'mail failed for good' : 'mail delivery failed; will retry');
      return {
        changes: {
          status: failed ? 'failed' : 'pending',
          attempts,
          nextAttemptAt: new Date(now.getTime() + nextAttemptDelayMs(attempts)),
          lastError: errorText(error),
          ...UNCLAIMED,
        },
      };
    }
  }

  /** Stores a row's outcome; if the database fails, keeps it for the next run instead of losing it. */
  private async record(id: number, changes: RowChanges): Promise<void> {
    try {
      await this.dataSource.manager.update(MailOutboxEntity, id, changes);
      this.unrecorded.delete(id);
    } catch (error) {
      rootLogger().error({ mailId: id, err: errorText(error) }, 'could not record a mail outcome; kept for the next run');
      this.unrecorded.set(id, { ...this.unrecorded.get(id), ...changes });
    }
  }

  private async recordLeftovers(): Promise<void> {
    for (const [id, changes] of [...this.unrecorded]) await this.record(id, changes);
  }

  private messageIdOf(row: MailOutboxEntity): string {
    return `<outbox-${row.id}.${new Date(row.createdAt).getTime()}@${new URL(this.config.appBaseUrl).hostname}>`;
  }
}
