import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { MailOutboxRepository } from '../infrastructure/mail-outbox.repository';

/** Why a pending mail to an erased member was not sent (status 'failed': the outbox has no 'cancelled' state). */
const CANCELLED_BY_ERASURE = 'Cancelled: the account was erased';

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
    private readonly outbox: MailOutboxRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** What was mailed to the address, for a data export: template, subject, times, status; never a body (a reset link is a token). */
  async mailsTo(email: string): Promise<ExportedMail[]> {
    const rows = await this.outbox.mailsTo(email);
    return rows.map((row) => ({ template: row.template, subject: row.subject, status: row.status, queuedAt: row.createdAt, sentAt: row.sentAt }));
  }

  /**
   * In the caller's transaction. Mails to the address lose it, their subject and body, pending ones are
   * cancelled; mails to others that mention the member (admin copies of their forms) lose subject and body.
   * `mentions` are texts that identify the member (e-mail, full name, phone); short ones are skipped, as
   * they would match strangers' mails.
   */
  async forgetRecipient(email: string, mentions: string[]): Promise<{ addressed: number; mentioning: number }> {
    const cancelled = await this.outbox.cancelPendingTo(email, CANCELLED_BY_ERASURE, this.clock.now());
    const addressed = await this.outbox.blankMailsTo(email);
    const needles = [...new Set([email, ...mentions].map((text) => text.trim()).filter((text) => text.length >= 5))];
    const mentioning = await this.outbox.blankMailsMentioning(needles);
    return { addressed: Math.max(addressed, cancelled), mentioning };
  }
}
