import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { Clock, CLOCK } from '../../../config/clock';
import { currentTransaction, requireTransaction } from '../../../database/ambient-transaction';
import { containsPattern, LIKE_ESCAPE } from '../../../database/like-pattern';
import { MailOutboxEntity } from '../infrastructure/mail-outbox.entity';

/** Why a pending mail to an erased member was not sent (status 'failed': the outbox has no 'cancelled' state). */
export const CANCELLED_BY_ERASURE = 'Cancelled: the account was erased';


export interface ExportedMail {
  template: string;
  subject: string;
  status: string;
  queuedAt: Date;
  sentAt: Date | null;
}

/** The outbox side of D19: mails to or about an erased member keep no address, subject or body. */
@Injectable()
export class MailPrivacyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** What was mailed to the address, for a data export: template, subject, times, status; never a body (a reset link is a token). */
  async mailsTo(email: string): Promise<ExportedMail[]> {
    const manager = currentTransaction() ?? this.dataSource.manager;
    const rows = await manager
      .createQueryBuilder(MailOutboxEntity, 'mail')
      .select(['mail.id', 'mail.template', 'mail.subject', 'mail.status', 'mail.createdAt', 'mail.sentAt'])
      .where('LOWER(TRIM(mail.toAddress)) = :address', { address: email.trim().toLowerCase() })
      .orderBy('mail.id', 'ASC')
      .getMany();
    return rows.map((row) => ({ template: row.template, subject: row.subject, status: row.status, queuedAt: row.createdAt, sentAt: row.sentAt }));
  }

  /**
   * In the caller's transaction. Mails to the address lose it, their subject and body, pending ones are
   * cancelled; mails to others that mention the member (admin copies of their forms) lose subject and body.
   * `mentions` are texts that identify the member (e-mail, full name, phone); short ones are skipped, as
   * they would match strangers' mails.
   */
  async forgetRecipient(email: string, mentions: string[]): Promise<{ addressed: number; mentioning: number }> {
    const manager = requireTransaction('MailPrivacyService.forgetRecipient');
    const address = email.trim().toLowerCase();
    const cancelled = await manager
      .createQueryBuilder()
      .update(MailOutboxEntity)
      .set({ status: 'failed', lastError: CANCELLED_BY_ERASURE, claimedBy: null, claimedUntil: null, nextAttemptAt: this.clock.now() })
      .where('LOWER(TRIM(toAddress)) = :address AND status = :pending', { address, pending: 'pending' })
      .execute();
    const addressed = await manager
      .createQueryBuilder()
      .update(MailOutboxEntity)
      .set({ toAddress: '', subject: '', textBody: '' })
      .where('LOWER(TRIM(toAddress)) = :address', { address })
      .execute();
    const needles = [...new Set([email, ...mentions].map((text) => text.trim()).filter((text) => text.length >= 5))];
    let mentioning = 0;
    if (needles.length) {
      const query = manager.createQueryBuilder().update(MailOutboxEntity).set({ subject: '', textBody: '' });
      const clauses = needles.map((_, i) => `subject LIKE :n${i} ${LIKE_ESCAPE} OR textBody LIKE :n${i} ${LIKE_ESCAPE}`);
      query.where(`(${clauses.join(' OR ')})`, Object.fromEntries(needles.map((needle, i) => [`n${i}`, containsPattern(needle)])));
      mentioning = (await query.execute()).affected ?? 0;
    }
    return { addressed: Math.max(addressed.affected ?? 0, cancelled.affected ?? 0), mentioning };
  }
}
