import { Injectable } from '@nestjs/common';

import { PROFILE_REVIEWS_LIMIT } from '../../../contracts';
import type { ConsultantProfileExtras, ConsultantRating } from '../../../contracts';
import { ratingFromTenths } from '../domain/review-rules';
import { CaseStudyRepository } from '../infrastructure/case-study.repository';
import { ReviewRepository } from '../infrastructure/review.repository';
import { toPublicCaseStudy, toPublicReview } from './review-views.mapper';

/**
 * What other modules read about a consultant's reviews: the public profile's part (consultants) and the stored
 * rating aggregate (the directory, and matching's scorer later). Reads only.
 */
@Injectable()
export class ConsultantReviewsService {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly caseStudies: CaseStudyRepository,
  ) {}

  /** `{ average, count }` per consultant id; a consultant without reviews has `{ average: null, count: 0 }`. */
  async consultantRatings(consultantIds: readonly number[]): Promise<Map<number, ConsultantRating>> {
    const rows = await this.reviews.ratingsOf(consultantIds);
    const byId = new Map(rows.map((row) => [row.consultantId, ratingFromTenths(row.averageTenths, row.reviewCount)]));
    return new Map(consultantIds.map((id) => [id, byId.get(id) ?? { average: null, count: 0 }]));
  }

  /** The latest published reviews with replies and the published case studies (D18, D4); the rating comes with the directory row. */
  async profileExtras(consultantId: number): Promise<Omit<ConsultantProfileExtras, 'rating'>> {
    const reviews = await this.reviews.publicReviews(consultantId, PROFILE_REVIEWS_LIMIT);
    const caseStudies = await this.caseStudies.published(consultantId);
    return {
      reviews: reviews.map(toPublicReview),
      caseStudies: caseStudies.map((row) => toPublicCaseStudy(row.caseStudy, row.caseStudy.named === true, row.organisation, row.cause)),
    };
  }
}
