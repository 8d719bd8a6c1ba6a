import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { requireTransaction } from '../../../database/ambient-transaction';
import { containsPattern, LIKE_ESCAPE } from '../../../database/like-pattern';
import { MailOutboxEntity } from '../infrastructure/mail-outbox.entity';

/** Why a pending mail to an erased member was not sent (status 'failed': the outbox has no 'cancelled' state). */
export const CANCELLED_BY_ERASURE = 'Cancelled: the account was erased';


/** The outbox side of D19: mails to or about an erased member keep no address, subject or body. */
@Injectable()
export class MailPrivacyService {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

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
