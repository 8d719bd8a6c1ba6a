import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { UNREAD_DIGEST_AFTER_MINUTES } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { MailOutboxService } from '../../mail';
import { planDigests } from '../domain/unread-digest';
import { ProjectMessageRepository } from '../infrastructure/project-message.repository';

/** The scheduled unread-message digest (D8): one mail per participant per batch, never one per message. */
@Injectable()
export class UnreadDigestService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly messages: ProjectMessageRepository,
    private readonly mail: MailOutboxService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Returns how many digests were queued. Each batch commits with its mail, so a crash repeats none and loses none. */
  async sendDue(): Promise<number> {
    const now = this.clock.now();
    const cutoff = new Date(now.getTime() - UNREAD_DIGEST_AFTER_MINUTES * 60_000);
    const batches = planDigests(await this.messages.findUnnotified(), cutoff);
    for (const batch of batches) {
      await this.transactions.run(async () => {
        await this.messages.markNotified(batch.messageIds, now);
        await this.mail.enqueue(batch.recipient.email, 'projectUnreadDigest', { name: batch.recipient.name, projects: batch.projects }, batch.recipient.userId);
      });
    }
    return batches.length;
  }
}
