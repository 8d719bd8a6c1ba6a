import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { firstNameOf, REVIEW_WINDOW_DAYS } from '../../../contracts';
import { MailOutboxService } from '../../mail';
import { NotificationsService } from '../../notifications';
import { OutcomeEventsService } from '../../outcomes';
import { ratingOf, scoreOf } from '../domain/review-rules';
import type { ReviewParties } from '../infrastructure/project-party.query';
import { ProjectPartyQuery } from '../infrastructure/project-party.query';
import { ReviewRepository } from '../infrastructure/review.repository';
import type { ReviewRoundEntity } from '../infrastructure/review-round.entity';

/**
 * The round of a completed project and the consultant's rating aggregate. Everything here runs inside the
 * caller's transaction (projects' status move, a review, the job), so the ask and its cause commit together.
 */
@Injectable()
export class ReviewRoundsService {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly parties: ProjectPartyQuery,
    private readonly mail: MailOutboxService,
    private readonly notifications: NotificationsService,
    private readonly outcomes: OutcomeEventsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Projects calls this in the transaction that moves a project to completed (D18): a round starts and both
   * sides are asked, by mail and in the bell, to review within 30 days. A second call does nothing.
   */
  async projectCompleted(projectId: number): Promise<void> {
    const parties = await this.parties.find(projectId);
    if (!parties || parties.consultantId === null) return;
    await this.open(parties, this.clock.now(), true);
  }

  /**
   * The round of a completed project, opened on first use for projects completed before reviews existed
   * (from the project's history, without asking by mail: their window may be long over).
   */
  async roundOf(parties: ReviewParties): Promise<ReviewRoundEntity | null> {
    if (parties.status !== 'completed' || parties.consultantId === null) return null;
    const existing = await this.reviews.findRound(parties.id);
    if (existing) return existing;
    await this.open(parties, (await this.parties.completedAt(parties.id)) ?? this.clock.now(), false);
    return this.reviews.findRound(parties.id);
  }

  private async open(parties: ReviewParties, completedAt: Date, ask: boolean): Promise<void> {
    const consultantId = parties.consultantId as number;
    if (!(await this.reviews.insertRound({ projectId: parties.id, charityId: parties.charityId, consultantId, completedAt }))) return;
    if (!ask) return;
    const base = { title: parties.title, projectId: parties.id, days: REVIEW_WINDOW_DAYS };
    await this.mail.enqueue(parties.charityEmail, 'reviewRequested', { ...base, name: firstNameOf(parties.charityUserName), audience: 'charity' });
    await this.notifications.notify(parties.charityUserId, 'reviewRequested', { projectId: parties.id, projectTitle: parties.title, audience: 'charity', days: REVIEW_WINDOW_DAYS });
    if (parties.consultantUserId !== null && parties.consultantEmail) {
      await this.mail.enqueue(parties.consultantEmail, 'reviewRequested', { ...base, name: firstNameOf(parties.consultantUserName), audience: 'consultant' });
      await this.notifications.notify(parties.consultantUserId, 'reviewRequested', { projectId: parties.id, projectTitle: parties.title, audience: 'consultant', days: REVIEW_WINDOW_DAYS });
    }
  }

  /** Publishes what was sent in a round (once), refreshes the rating and tells the consultant when a charity review went public. */
  async reveal(projectId: number): Promise<boolean> {
    const now = this.clock.now();
    if (!(await this.reviews.reveal(projectId, now))) return false;
    const round = await this.reviews.findRound(projectId);
    if (round) await this.afterPublication(projectId, round.consultantId);
    return true;
  }

  /** After a charity review became public: the stored rating, and the consultant told they may reply. */
  async afterPublication(projectId: number, consultantId: number): Promise<void> {
    const charityReview = (await this.reviews.findForProject(projectId)).find((review) => review.side === 'charity' && review.publishedAt !== null);
    if (!charityReview) return;
    await this.refreshRating(consultantId);
    // The funnel's last step and the rating by expertise (issue 18): in the publishing transaction, once per review.
    const { expertise, communication, impact } = charityReview;
    if (expertise !== null && communication !== null && impact !== null) await this.outcomes.recordReviewPublished({ projectId, consultantId, score: scoreOf({ expertise, communication, impact }) });
    const parties = await this.parties.find(projectId);
    if (parties?.consultantUserId) await this.notifications.notify(parties.consultantUserId, 'reviewPublished', { projectId, projectTitle: parties.title });
  }

  async refreshRating(consultantId: number): Promise<void> {
    const { ratingSum, count } = await this.reviews.ratingInputs(consultantId);
    const rating = ratingOf(ratingSum, count);
    await this.reviews.saveRating(consultantId, rating.averageTenths, rating.count, this.clock.now());
  }
}
