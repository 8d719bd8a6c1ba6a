import { Inject, Injectable } from '@nestjs/common';

import { generateLinkToken } from '../../../common/crypto/link-token';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock, CLOCK } from '../../../config/clock';
import { MATCH_LINK_DAYS, MATCHING_MESSAGES, NeedDetailView, SHORTLIST_MAX, SHORTLIST_MIN, ShortlistRequest } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { InvalidInputError, NotFoundError } from '../../../kernel/domain-errors';
import { firstNameOf } from '../../consultants';
import { MailOutboxService } from '../../mail';
import { NeedRepository } from '../infrastructure/need.repository';
import { PartyQuery } from '../infrastructure/party.query';
import { AdminNeedsService } from './admin-needs.service';
import { MatchCandidatesService } from './match-candidates.service';
import { MoveActor, NeedMoverService } from './need-mover.service';
import { MatchNotifier } from './match-notifier.service';
import { DAY_MS } from '../../../kernel/durations';

/**
 * An admin sends 1 to 3 ranked candidates (D17). The need moves to shortlisted, the reasons are kept as
 * scored, and the requester is mailed a single-purpose link valid 14 days, all in one transaction.
 */
@Injectable()
export class ShortlistService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly needs: NeedRepository,
    private readonly parties: PartyQuery,
    private readonly candidates: MatchCandidatesService,
    private readonly mover: NeedMoverService,
    private readonly details: AdminNeedsService,
    private readonly mail: MailOutboxService,
    private readonly notifier: MatchNotifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async shortlist(actor: MoveActor, needId: number, request: ShortlistRequest): Promise<NeedDetailView> {
    const picks = request.candidates ?? [];
    if (picks.length < SHORTLIST_MIN || picks.length > SHORTLIST_MAX) throw new InvalidInputError(MATCHING_MESSAGES.shortlistSize, { candidates: MATCHING_MESSAGES.shortlistSize });
    const ids = picks.map((pick) => pick.consultantId);
    if (new Set(ids).size !== ids.length) throw new InvalidInputError(MATCHING_MESSAGES.shortlistDuplicate, { candidates: MATCHING_MESSAGES.shortlistDuplicate });

    return this.transactions.run(async () => {
      const need = await this.needs.findById(needId);
      if (!need) throw new NotFoundError(MATCHING_MESSAGES.needNotFound);
      const ranked = await this.candidates.rank(need, ids);
      const scored = new Map(ranked.data.map((candidate) => [candidate.consultantId, candidate]));
      if (ids.some((id) => !scored.has(id))) throw new InvalidInputError(MATCHING_MESSAGES.consultantNotShortlistable, { candidates: MATCHING_MESSAGES.consultantNotShortlistable });
      await this.mover.move(need, 'shortlisted', actor);

      const now = this.clock.now();
      await this.needs.withdrawProposals(need.id);
      const { token, tokenHash } = generateLinkToken();
      const shortlistId = await this.needs.insertShortlist({ needId: need.id, tokenHash, expiresAt: new Date(now.getTime() + MATCH_LINK_DAYS * DAY_MS), createdByUserId: actor.userId, createdAt: now });
      await this.needs.insertMatchRequests(
        picks.map((pick, index) => ({
          needId: need.id,
          shortlistId,
          consultantId: pick.consultantId,
          position: index + 1,
          note: pick.note?.trim() || null,
          reasons: scored.get(pick.consultantId)!.factors,
          state: 'proposed',
          declineReason: null,
          declineNote: null,
          chosenAt: null,
          dueAt: null,
          remindedAt: null,
          answeredAt: null,
          createdAt: now,
        })),
      );
      const recipient = await this.requester(need);
      if (recipient) {
        await this.mail.enqueue(recipient.email, 'matchShortlistReady', {
          name: firstNameOf(recipient.name),
          count: picks.length,
          url: `${this.config.appBaseUrl}/matches/${token}`,
          validDays: MATCH_LINK_DAYS,
        });
      }
      await this.notifier.shortlistReady(need, shortlistId, picks.length);
      return this.details.detail(need.id);
    });
  }

  /** The project's charity user, or the visitor who filled in the form. */
  private async requester(need: { charityId: number | null; contactEmail: string | null; contactName: string | null }): Promise<{ email: string; name: string } | null> {
    if (need.contactEmail) return { email: need.contactEmail, name: need.contactName ?? '' };
    const charity = need.charityId === null ? null : await this.parties.charity(need.charityId);
    return charity ? { email: charity.email, name: charity.name } : null;
  }
}
