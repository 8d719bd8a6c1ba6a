import { Inject, Injectable } from '@nestjs/common';

import { hashLinkToken } from '../../../common/crypto/link-token';
import { Clock, CLOCK } from '../../../config/clock';
import {
  CHARITY_DECLINE_REASONS,
  CharityDeclineReason,
  ExpertiseKey,
  MATCH_ANSWER_HOURS,
  MATCHING_MESSAGES,
  MatchShortlistView,
  EXPERTISE_LABELS,
} from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ConflictError, GoneError, InvalidInputError, NotFoundError } from '../../../kernel/domain-errors';
import type { SessionUser } from '../../../kernel/session-user';
import { firstNameOf } from '../../consultants';
import { MailOutboxService } from '../../mail';
import type { NeedShortlistEntity } from '../infrastructure/need-shortlist.entity';
import type { NeedEntity } from '../infrastructure/need.entity';
import { NeedRepository } from '../infrastructure/need.repository';
import { PartyQuery } from '../infrastructure/party.query';
import { checkDecline } from './decline-input';
import { NeedMoverService } from './need-mover.service';
import { MatchNotifier } from './match-notifier.service';
import { HOUR_MS } from '../../../kernel/durations';

/** base64url of 32 bytes; anything else never reaches the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

interface Opened {
  shortlist: NeedShortlistEntity;
  need: NeedEntity;
}

/**
 * The charity's side (D17): a shortlist through the mailed link (no account needed) or, for the signed-in
 * charity that asked, by its id. Reading changes nothing; choosing and declining are POSTs.
 */
@Injectable()
export class CharityMatchesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly needs: NeedRepository,
    private readonly parties: PartyQuery,
    private readonly mover: NeedMoverService,
    private readonly mail: MailOutboxService,
    private readonly notifier: MatchNotifier,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async view(key: string, user: SessionUser | null): Promise<MatchShortlistView> {
    const opened = await this.open(key, user);
    return this.toView(opened);
  }

  /** The signed-in charity's needs that have a shortlist, newest first. */
  async mine(user: SessionUser): Promise<MatchShortlistView[]> {
    const views: MatchShortlistView[] = [];
    for (const need of await this.needs.needsOfRequester(user.id)) {
      const shortlist = await this.needs.latestShortlist(need.id);
      if (shortlist) views.push(await this.toView({ shortlist, need }));
    }
    return views;
  }

  async choose(key: string, user: SessionUser | null, consultantId: number, ipAddress: string | null): Promise<MatchShortlistView> {
    return this.transactions.run(async () => {
      const opened = await this.open(key, user);
      const { need, shortlist } = opened;
      const requests = await this.needs.matchRequestsOfShortlist(shortlist.id);
      const pick = requests.find((row) => row.consultantId === consultantId && row.state !== 'withdrawn');
      if (!this.isOpen(opened)) throw new ConflictError(MATCHING_MESSAGES.alreadyChosen);
      if (!pick) throw new InvalidInputError(MATCHING_MESSAGES.notOnShortlist, { consultantId: MATCHING_MESSAGES.notOnShortlist });
      await this.mover.move(need, 'chosen', { userId: user?.id ?? null, ipAddress });
      const now = this.clock.now();
      const dueAt = new Date(now.getTime() + MATCH_ANSWER_HOURS * HOUR_MS);
      if (!(await this.needs.moveMatchRequest(pick.id, 'proposed', { state: 'chosen', chosenAt: now, dueAt }))) throw new ConflictError(MATCHING_MESSAGES.alreadyChosen);
      await this.needs.settleOthers(shortlist.id, pick.id, 'proposed', 'not_chosen');
      const [consultant] = await this.parties.consultants([consultantId]);
      if (consultant) {
        await this.mail.enqueue(consultant.email, 'matchRequested', {
          name: firstNameOf(consultant.name),
          organisation: need.organisation ?? 'A charity',
          contactFirstName: firstNameOf(need.contactName) || 'Someone',
          expertise: need.expertise.map((key) => EXPERTISE_LABELS[key as ExpertiseKey] ?? key).join(', ') || 'their request',
          answerHours: MATCH_ANSWER_HOURS,
        });
        await this.notifier.chosen(need, consultant.userId, pick.id);
      }
      return this.toView(opened);
    });
  }

  async decline(key: string, user: SessionUser | null, reason: CharityDeclineReason, note: string | undefined, ipAddress: string | null): Promise<MatchShortlistView> {
    const cleanNote = checkDecline(CHARITY_DECLINE_REASONS, reason, note);
    return this.transactions.run(async () => {
      const opened = await this.open(key, user);
      if (!this.isOpen(opened)) throw new ConflictError(MATCHING_MESSAGES.alreadyChosen);
      const { need, shortlist } = opened;
      await this.mover.move(need, 'declined', { userId: user?.id ?? null, ipAddress }, { reason: reason === 'other' ? 'other' : reason, note: cleanNote });
      await this.needs.settleOthers(shortlist.id, -1, 'proposed', 'not_chosen');
      await this.mail.enqueue(this.mail.adminInbox, 'matchingAdminNotice', { needId: need.id, summary: `the requester declined the shortlist (${reason}${cleanNote ? `: ${cleanNote}` : ''})` });
      return this.toView(opened);
    });
  }

  /** Unknown, foreign or malformed: 404; known but past its 14 days: 410. */
  private async open(key: string, user: SessionUser | null): Promise<Opened> {
    let shortlist: NeedShortlistEntity | null = null;
    if (/^\d{1,9}$/.test(key)) {
      shortlist = user ? await this.needs.findShortlist(Number(key)) : null;
    } else if (TOKEN_SHAPE.test(key)) {
      shortlist = await this.needs.findShortlistByTokenHash(hashLinkToken(key));
      if (shortlist && new Date(shortlist.expiresAt).getTime() <= this.clock.now().getTime()) throw new GoneError(MATCHING_MESSAGES.linkExpired);
    }
    const need = shortlist ? await this.needs.findById(shortlist.needId) : null;
    if (!shortlist || !need) throw new NotFoundError(MATCHING_MESSAGES.matchNotFound);
    if (/^\d{1,9}$/.test(key) && need.requesterUserId !== user?.id) throw new NotFoundError(MATCHING_MESSAGES.matchNotFound);
    return { shortlist, need };
  }

  /** Only the latest shortlist of a need still waiting for the charity can be answered. */
  private isOpen({ need }: Opened): boolean {
    return need.state === 'shortlisted';
  }

  private async toView(opened: Opened): Promise<MatchShortlistView> {
    const { shortlist, need } = opened;
    const requests = (await this.needs.matchRequestsOfShortlist(shortlist.id)).filter((row) => row.state !== 'withdrawn');
    const cards = new Map((await this.parties.publicCards(requests.map((row) => row.consultantId))).map((card) => [card.id, card]));
    const latest = await this.needs.latestShortlist(need.id);
    return {
      shortlistId: shortlist.id,
      needState: need.state,
      organisation: need.organisation,
      expertise: need.expertise as ExpertiseKey[],
      createdAt: new Date(shortlist.createdAt).toISOString(),
      expiresAt: new Date(shortlist.expiresAt).toISOString(),
      open: this.isOpen(opened) && latest?.id === shortlist.id,
      chosenConsultantId: requests.find((row) => ['chosen', 'accepted', 'declined', 'expired'].includes(row.state))?.consultantId ?? null,
      candidates: requests.map((row) => {
        const card = cards.get(row.consultantId);
        return {
          consultantId: row.consultantId,
          firstName: firstNameOf(card?.name),
          expertise: (card?.expertise ?? []) as ExpertiseKey[],
          yearsExperience: card?.yearsExperience ?? 0,
          profileSummary: card?.profileSummary ?? null,
          profileImageUrl: card?.profileImageUrl ?? null,
          note: row.note,
          reasons: row.reasons.filter((factor) => factor.points > 0),
          state: row.state,
        };
      }),
    };
  }
}
