import { randomUUID } from 'node:crypto';

import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';

import { rootLogger } from '../../../common/logging/logger';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock, CLOCK } from '../../../config/clock';
import { TransactionRunner } from '../../../database/transaction-runner';
import { MAX_MAIL_ATTEMPTS, nextAttemptDelayMs, SECRET_BEARING_TEMPLATES } from '../domain/mail-templates';
import { SELF_ERASING_TEMPLATES } from '../domain/account-mail-templates';
import type { MailOutboxEntity } from '../infrastructure/mail-outbox.entity';
import { MailOutboxRepository, OutboxRowChanges as RowChanges, UNCLAIMED } from '../infrastructure/mail-outbox.repository';
import { MailTransport } from '../infrastructure/mail-transport';
import { isSmtpUnreachable } from '../infrastructure/smtp-failure';
import { openBody } from './sealed-body';

/**
 * Issue 15, crashed claims come back fast: a claim lasts 30 s and is renewed every 10 s while this process holds
 * the row (sending it, or keeping an outcome the database refused), so the rows of a process that died are due
 * again within 30 s, and a live but slow send is never taken over.
 */
export const MAIL_CLAIM_MS = 30_000;
const CLAIM_RENEW_MS = MAIL_CLAIM_MS / 3;

const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 1000);

@Injectable()
export class MailDispatcherService implements OnModuleDestroy {
  private readonly workerId = randomUUID();
  /** Rows this worker claimed and has not let go of yet; their claims are renewed while any are held. */
  private readonly held = new Set<number>();
  private heartbeat: NodeJS.Timeout | null = null;
  /**
   * Outcomes the database refused to record (it failed mid-batch), written again first thing on the
   * next run. Their rows stay claimed by this worker and are never claimed here again meanwhile, so a
   * mail that left is not sent a second time.
   */
  private readonly unrecorded = new Map<number, RowChanges>();

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly transactions: TransactionRunner,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Claims due rows so that concurrent dispatchers (other instances) never send the same mail twice. */
  private async claimDue(limit: number): Promise<MailOutboxEntity[]> {
    const now = this.clock.now();
    const claimed = await this.transactions.run(() =>
      this.outbox.claimDue(this.workerId, now, new Date(now.getTime() + MAIL_CLAIM_MS), limit, [...this.unrecorded.keys()]),
    );
    this.hold(claimed.map((row) => row.id));
    return claimed;
  }

  private hold(ids: number[]): void {
    for (const id of ids) this.held.add(id);
    if (this.held.size && !this.heartbeat) {
      this.heartbeat = setInterval(() => void this.renewClaims(), CLAIM_RENEW_MS);
      this.heartbeat.unref();
    }
  }

  private letGo(id: number): void {
    this.held.delete(id);
    if (!this.held.size && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  /** Extends this worker's claims on the rows it still holds (the heartbeat's work). */
  async renewClaims(): Promise<void> {
    if (!this.held.size) return;
    try {
      const until = new Date(this.clock.now().getTime() + MAIL_CLAIM_MS);
      await this.outbox.renewClaims(this.workerId, [...this.held], until);
    } catch (error) {
      rootLogger().warn({ err: errorText(error) }, 'could not renew mail claims; they lapse unless renewed in time');
    }
  }

  /** A stopping process stops renewing: its rows come back to other dispatchers once their claims lapse. */
  onModuleDestroy(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /**
   * Sends what is due, batch after batch, until nothing is due (issue 15: one run drains the backlog instead of
   * stopping at 25) or the SMTP server cannot be reached; returns how many mails were attempted. `batchSize` rows
   * are claimed at a time and sent over the pooled connections in parallel.
   */
  async dispatchDue(batchSize = this.config.mailDispatch.batchSize): Promise<number> {
    await this.recordLeftovers();
    let attempted = 0;
    for (;;) {
      const rows = await this.claimDue(batchSize);
      const batch = await this.sendBatch(rows);
      attempted += batch.attempted;
      if (batch.smtpUnreachable || rows.length < batchSize) return attempted;
    }
  }

  /**
   * Up to SMTP_POOL_SIZE sends at a time. Once one finds the server unreachable, no further mail of the batch is
   * started: the rest would fail the same way, one timeout each. Rows never started are let go at once.
   */
  private async sendBatch(rows: MailOutboxEntity[]): Promise<{ attempted: number; smtpUnreachable: boolean }> {
    let next = 0;
    let smtpUnreachable = false;
    const sender = async () => {
      while (!smtpUnreachable && next < rows.length) {
        const row = rows[next++];
        const outcome = await this.attempt(row);
        if (outcome.smtpUnreachable) smtpUnreachable = true;
        await this.record(row.id, outcome.changes);
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(this.config.mailDispatch.smtpPoolSize, rows.length) }, sender));
    } finally {
      await this.unclaim(rows.slice(next).map((row) => row.id));
    }
    return { attempted: next, smtpUnreachable };
  }

  private async unclaim(ids: number[]): Promise<void> {
    if (!ids.length) return;
    try {
      await this.outbox.unclaim(this.workerId, ids);
    } catch (error) {
      rootLogger().warn({ err: errorText(error) }, 'could not release unsent mail claims; they lapse by themselves');
    }
    for (const id of ids) this.letGo(id);
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
      await this.outbox.update(id, changes);
      this.unrecorded.delete(id);
      this.letGo(id);
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
