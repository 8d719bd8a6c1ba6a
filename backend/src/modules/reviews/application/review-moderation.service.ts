import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { firstNameOf, REVIEW_MESSAGES } from '../../../contracts';
import type { AdminReviewRow, AdminSortKey, CursorPage, HideReviewRequest } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ConflictError, NotFoundError } from '../../../kernel/domain-errors';
import { PageRequest, pageOffset } from '../../../kernel/page-request';
import { AuditTrailService } from '../../audit';
import { MailOutboxService } from '../../mail';
import { ProjectPartyQuery } from '../infrastructure/project-party.query';
import { AdminReviewFilter, ReviewRepository } from '../infrastructure/review.repository';
import { ReviewRoundsService } from './review-rounds.service';
import { toAdminReviewRow } from './admin-review-row.mapper';

export interface ModerationActor {
  userId: number;
  ipAddress: string | null;
}

/** The team's view of every review, both sides, and hiding a published one with a reason (D18: audited, the author told). */
@Injectable()
export class ReviewModerationService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly reviews: ReviewRepository,
    private readonly parties: ProjectPartyQuery,
    private readonly rounds: ReviewRoundsService,
    private readonly mail: MailOutboxService,
    private readonly audit: AuditTrailService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Newest first unless sorted: by page number near either end, or (issue 22) by cursor at any depth. */
  async list(filter: AdminReviewFilter, request: PageRequest<AdminSortKey<'adminReviews'>>): Promise<CursorPage<AdminReviewRow>> {
    const { rows, byCursor, ...paging } = await this.reviews.adminPage(filter, { offset: pageOffset(request), limit: request.pageSize, cursor: request.cursor, sort: request.sort });
    return { data: rows.map(toAdminReviewRow), ...paging, page: byCursor ? null : request.page, pageSize: request.pageSize };
  }

  async hide(id: number, body: HideReviewRequest, actor: ModerationActor): Promise<AdminReviewRow> {
    await this.transactions.run(async () => {
      const review = await this.reviews.findById(id);
      if (!review) throw new NotFoundError(REVIEW_MESSAGES.reviewNotFound);
      if (review.hiddenAt !== null) throw new ConflictError(REVIEW_MESSAGES.alreadyHidden);
      const reason = body.reason.trim();
      if (review.publishedAt === null || !(await this.reviews.hide(id, reason, this.clock.now()))) throw new ConflictError(REVIEW_MESSAGES.notPublished);
      if (review.side === 'charity') await this.rounds.refreshRating(review.consultantId);
      const parties = await this.parties.find(review.projectId);
      // The author is told; an erased author (no account any more) is not.
      if (parties && review.authorUserId !== null) {
        const author = review.side === 'charity' ? { name: parties.charityUserName, email: parties.charityEmail } : { name: parties.consultantUserName, email: parties.consultantEmail };
        if (author.email) await this.mail.enqueue(author.email, 'reviewHidden', { name: firstNameOf(author.name), title: parties.title, reason });
      }
      await this.audit.record({ action: 'review_hidden', actorUserId: actor.userId, subject: { type: 'review', id }, ipAddress: actor.ipAddress, details: { projectId: review.projectId, side: review.side, reason } });
    });
    const row = await this.reviews.adminRow(id);
    if (!row) throw new NotFoundError(REVIEW_MESSAGES.reviewNotFound);
    return toAdminReviewRow(row);
  }
}
