import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { firstNameOf, REVIEW_MESSAGES } from '../../../contracts';
import type { CharityReviewRequest, ConsultantReviewRequest, ProjectReviewsView, ReviewReplyRequest, ReviewSide } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ConflictError, InvalidInputError, NotFoundError } from '../../../kernel/domain-errors';
import type { SessionUser } from '../../../kernel/session-user';
import { revealsOnSubmit, reviewRefusal, reviewTimeline } from '../domain/review-rules';
import { ProjectPartyQuery } from '../infrastructure/project-party.query';
import { ReviewRepository } from '../infrastructure/review.repository';
import { sideOf } from './review-access';
import { ReviewRoundsService } from './review-rounds.service';
import { toReviewView } from './review-views.mapper';

/** The body of POST /api/projects/{id}/reviews: the fields of either side; which apply depends on the caller. */
export type ReviewSubmission = Partial<CharityReviewRequest & ConsultantReviewRequest>;

const CHARITY_FIELDS = ['expertise', 'communication', 'impact', 'anonymous'] as const;
const REFUSALS = { 'not-completed': REVIEW_MESSAGES.notCompleted, closed: REVIEW_MESSAGES.windowClosed, 'already-reviewed': REVIEW_MESSAGES.alreadyReviewed } as const;

/** A party's reviews of a project (D18): sending one, seeing what the double-blind rule lets them see, replying once. */
@Injectable()
export class ProjectReviewsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly parties: ProjectPartyQuery,
    private readonly reviews: ReviewRepository,
    private readonly rounds: ReviewRoundsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  view(projectId: number, user: SessionUser): Promise<ProjectReviewsView> {
    return this.transactions.run(async () => {
      const { parties, side } = sideOf(await this.parties.find(projectId), user.id);
      const round = await this.rounds.roundOf(parties);
      if (!round) throw new ConflictError(REVIEW_MESSAGES.notCompleted);
      const all = await this.reviews.findForProject(projectId);
      const own = all.find((review) => review.side === side) ?? null;
      // The consultant's review of the charity is for the team: never shown to the charity (D18).
      const received = side === 'consultant' ? (all.find((review) => review.side === 'charity' && review.publishedAt !== null && review.hiddenAt === null) ?? null) : null;
      const now = this.clock.now();
      const closesAt = reviewTimeline(new Date(round.completedAt)).closesAt;
      return {
        projectId,
        projectTitle: parties.title,
        side,
        otherPartyName: side === 'charity' ? firstNameOf(parties.consultantUserName) : parties.charityName,
        completedAt: new Date(round.completedAt).toISOString(),
        reviewableUntil: closesAt.toISOString(),
        canReview: reviewRefusal({ completedAt: new Date(round.completedAt), alreadyReviewed: own !== null, now }) === null,
        own: own ? toReviewView(own) : null,
        received: received ? toReviewView(received) : null,
        canReply: received !== null && received.replyText === null,
      };
    });
  }

  async submit(projectId: number, user: SessionUser, body: ReviewSubmission): Promise<ProjectReviewsView> {
    await this.transactions.run(async () => {
      const { parties, side } = sideOf(await this.parties.find(projectId), user.id);
      const round = await this.rounds.roundOf(parties);
      const existing = await this.reviews.findForProject(projectId);
      const now = this.clock.now();
      const refusal = reviewRefusal({ completedAt: round ? new Date(round.completedAt) : null, alreadyReviewed: existing.some((review) => review.side === side), now });
      if (refusal || !round) throw new ConflictError(REFUSALS[refusal ?? 'not-completed']);
      const ratings = ratingsFor(side, body);
      const publish = revealsOnSubmit({ otherSubmitted: existing.length > 0, revealedAt: round.revealedAt ? new Date(round.revealedAt) : null, completedAt: new Date(round.completedAt), now });
      await this.reviews.insert({
        projectId,
        side,
        authorUserId: user.id,
        charityId: parties.charityId,
        consultantId: parties.consultantId,
        ...ratings,
        text: (body.text ?? '').trim(),
        anonymous: side === 'charity' ? body.anonymous === true : false,
        submittedAt: now,
        // Sent after the round was revealed: public at once. Otherwise it waits for the other side or day 14.
        publishedAt: round.revealedAt ? now : null,
      });
      if (publish && !round.revealedAt) await this.rounds.reveal(projectId);
      else if (round.revealedAt && side === 'charity') await this.rounds.afterPublication(projectId, parties.consultantId);
    });
    return this.view(projectId, user);
  }

  /** The reviewed consultant's one public reply to a published charity review; anyone else: 404. */
  async reply(reviewId: number, user: SessionUser, body: ReviewReplyRequest): Promise<ProjectReviewsView> {
    const projectId = await this.transactions.run(async () => {
      const review = await this.reviews.findById(reviewId);
      const parties = review ? await this.parties.find(review.projectId) : null;
      if (!review || review.side !== 'charity' || !parties || parties.consultantUserId !== user.id) throw new NotFoundError(REVIEW_MESSAGES.reviewNotFound);
      if (review.publishedAt === null || review.hiddenAt !== null) throw new ConflictError(REVIEW_MESSAGES.replyNotOpen);
      if (review.replyText !== null || !(await this.reviews.reply(reviewId, body.text.trim(), this.clock.now()))) throw new ConflictError(REVIEW_MESSAGES.alreadyReplied);
      return review.projectId;
    });
    return this.view(projectId, user);
  }
}

/** The ratings a side must send, and a 400 naming any field that belongs to the other side's form. */
function ratingsFor(side: ReviewSide, body: ReviewSubmission): { expertise: number | null; communication: number | null; impact: number | null; rating: number | null } {
  const errors: Record<string, string> = {};
  const need = (field: 'expertise' | 'communication' | 'impact' | 'rating', label: string) => {
    if (body[field] === undefined || body[field] === null) errors[field] = REVIEW_MESSAGES.ratingInvalid(label);
  };
  if (body.text === undefined) errors.text = REVIEW_MESSAGES.textTooShort;
  if (side === 'charity') {
    need('expertise', 'Expertise');
    need('communication', 'Communication');
    need('impact', 'Impact');
    if (body.rating !== undefined) errors.rating = 'The charity rates expertise, communication and impact, not one rating';
    if (typeof body.anonymous !== 'boolean') errors.anonymous = REVIEW_MESSAGES.anonymousInvalid;
  } else {
    need('rating', 'Rating');
    for (const field of CHARITY_FIELDS) if (body[field] !== undefined) errors[field] = 'The consultant’s review has one rating and a text only';
  }
  const messages = Object.values(errors);
  if (messages.length > 0) throw new InvalidInputError(messages[0], errors);
  return side === 'charity'
    ? { expertise: body.expertise as number, communication: body.communication as number, impact: body.impact as number, rating: null }
    : { expertise: null, communication: null, impact: null, rating: body.rating as number };
}
