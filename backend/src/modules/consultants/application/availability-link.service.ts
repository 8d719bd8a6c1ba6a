import { Inject, Injectable } from '@nestjs/common';

import { hashLinkToken } from '../../../common/crypto/link-token';
import { Clock, CLOCK } from '../../../config/clock';
import { TransactionRunner } from '../../../database/transaction-runner';
import { linkState } from '../domain/availability-freshness';
import { AvailabilityRepository } from '../infrastructure/availability.repository';
import { ConsultantProfileRepository } from '../infrastructure/consultant-profile.repository';

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
    private readonly profiles: ConsultantProfileRepository,
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
    return this.transactions.run(async () => {
      const link = await this.availability.findLinkByTokenHash(tokenHash);
      const state = linkState(link, now);
      if (!link || state !== 'valid') return state as Exclude<typeof state, 'valid'>;
      // The consultant's row lock queues two clicks on the same mail; the claim below lets one of them win.
      await this.profiles.claim(link.consultantId);
      const consultant = await this.profiles.findOwnership(link.consultantId);
      if (!consultant?.isApproved) return 'invalid';
      const outcome = action === 'confirm' ? 'confirmed' : 'declined';
      if (!(await this.availability.markLinkUsed(link.id, outcome, now))) return 'used';
      await this.availability.supersedeOpenLinks(link.consultantId, now);
      await this.availability.setAvailability(link.consultantId, action === 'confirm', now);
      return outcome;
    });
  }
}
