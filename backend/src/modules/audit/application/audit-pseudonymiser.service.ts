import { Injectable } from '@nestjs/common';

import { requireTransaction } from '../../../database/ambient-transaction';
import { containsPattern, LIKE_ESCAPE } from '../../../database/like-pattern';
import { AuditLogEntity } from '../infrastructure/audit-log.entity';

/**
 * D19: audit rows about an erased member keep their user id, which names nobody once the account is a
 * tombstone, and lose what identifies the person: the IP address of their own actions and any details
 * that mention them. The only change the API ever makes to the append-only log.
 */
@Injectable()
export class AuditPseudonymiserService {
  /** In the caller's transaction. `mentions`: the member's e-mail, name, username, phone (short ones skipped). */
  async pseudonymise(userId: number, mentions: string[]): Promise<number> {
    const manager = requireTransaction('AuditPseudonymiserService.pseudonymise');
    const ips = await manager
      .createQueryBuilder()
      .update(AuditLogEntity)
      .set({ ipAddress: null })
      .where('(actorUserId = :userId OR subjectUserId = :userId) AND ipAddress IS NOT NULL', { userId })
      .execute();
    const needles = [...new Set(mentions.map((text) => text.trim()).filter((text) => text.length >= 5))];
    if (!needles.length) return ips.affected ?? 0;
    const details = await manager
      .createQueryBuilder()
      .update(AuditLogEntity)
      .set({ details: null })
      .where(`(${needles.map((_, i) => `details LIKE :n${i} ${LIKE_ESCAPE}`).join(' OR ')})`, Object.fromEntries(needles.map((needle, i) => [`n${i}`, containsPattern(needle)])))
      .execute();
    return (ips.affected ?? 0) + (details.affected ?? 0);
  }
}
