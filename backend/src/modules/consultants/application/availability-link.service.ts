import { Inject, Injectable } from '@nestjs/common';
import { In, IsNull } from 'typeorm';

import { hashLinkToken } from '../../../common/crypto/link-token';
import { Clock, CLOCK } from '../../../config/clock';
import { SqlDialect } from '../../../database/sql-dialect';
import { TransactionRunner } from '../../../database/transaction-runner';
import { linkState } from '../domain/availability-freshness';
import { AvailabilityConfirmationEntity } from '../infrastructure/availability-confirmation.entity';
import { AvailabilityRepository } from '../infrastructure/availability.repository';
import { ConsultantEntity } from '../infrastructure/consultant.entity';

export type AvailabilityLinkAction = 'confirm' | 'decline';
export type AvailabilityLinkOutcome = 'confirmed' | 'declined' | 'used' | 'expired' | 'invalid';

/** base64url of 32 bytes: anything else is not one of our tokens and never reaches the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The one-click answers to the weekly availability mail (D15): no sign-in, the token is the proof. A token
 * works once for either action; using it retires every other open link of that consultant.
 */
@Injectable()
export class AvailabilityLinkService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly dialect: SqlDialect,
    private readonly availability: AvailabilityRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Read-only (the GET that opens the link): whether the token could still be used, changing nothing. */
  async check(token: string | undefined): Promise<'valid' | Exclude<AvailabilityLinkOutcome, 'confirmed' | 'declined'>> {
    if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return 'invalid';
    const link = await this.availability.findLinkByTokenHash(hashLinkToken(token));
    const state = linkState(link, this.clock.now());
    if (!link || state !== 'valid') return state;
    return (await this.availability.isApproved(link.consultantId)) ? 'valid' : 'invalid';
  }

  async use(token: string | undefined, action: AvailabilityLinkAction): Promise<AvailabilityLinkOutcome> {
    if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return 'invalid';
    const tokenHash = hashLinkToken(token);
    const now = this.clock.now();
    return this.transactions.run(async (manager) => {
      const link = await manager.findOne(AvailabilityConfirmationEntity, { where: { tokenHash } });
      const state = linkState(link, now);
      if (!link || state !== 'valid') return state as Exclude<typeof state, 'valid'>;
      // The consultant's row lock queues two clicks on the same mail; the claim below lets one of them win.
      await this.dialect.lockRow(manager, ConsultantEntity, link.consultantId);
      const consultant = await manager.findOne(ConsultantEntity, { where: { id: link.consultantId }, select: { id: true, isApproved: true } });
      if (!consultant?.isApproved) return 'invalid';
      const outcome = action === 'confirm' ? 'confirmed' : 'declined';
      const claimed = await manager.update(AvailabilityConfirmationEntity, { id: link.id, usedAt: IsNull() }, { usedAt: now, outcome });
      if (!claimed.affected) return 'used';
      const open = await manager.find(AvailabilityConfirmationEntity, { where: { consultantId: link.consultantId, usedAt: IsNull() }, select: { id: true } });
      if (open.length) await manager.update(AvailabilityConfirmationEntity, { id: In(open.map((row) => row.id)) }, { usedAt: now, outcome: 'superseded' });
      await this.availability.setAvailability(manager, link.consultantId, action === 'confirm', now);
      return outcome;
    });
  }
}
