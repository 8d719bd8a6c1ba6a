import { Injectable } from '@nestjs/common';

import { CaseStudyRepository } from '../infrastructure/case-study.repository';
import { ProjectPartyQuery } from '../infrastructure/project-party.query';
import { ReviewRepository } from '../infrastructure/review.repository';
import { toReviewView } from './review-views.mapper';

/** reviews.json of a member's export: what they wrote, what they received and may see, their case studies. */
export interface ExportedReviews {
  written: unknown[];
  received: unknown[];
  caseStudies: unknown[];
  caseStudyConsents: unknown[];
}

/** D19 for reviews: the export's part and erasure's part (run inside privacy's one transaction). */
@Injectable()
export class ReviewsPrivacyService {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly caseStudies: CaseStudyRepository,
    private readonly parties: ProjectPartyQuery,
  ) {}

  /**
   * Reviews the member wrote, and the published charity reviews they received as a consultant. The
   * consultant's review of a charity is for the team only (D18), so a charity's export does not carry it.
   */
  async exportFor(userId: number): Promise<ExportedReviews> {
    const profiles = await this.parties.profilesOf(userId);
    const reviews = await this.reviews.ofMember(userId, profiles.consultantId);
    const withProject = (review: (typeof reviews)[number]) => ({ projectId: review.projectId, ...toReviewView(review) });
    const { caseStudies, consents } = await this.caseStudies.ofParties(profiles.charityId, profiles.consultantId);
    return {
      written: reviews.filter((review) => review.authorUserId === userId).map(withProject),
      received: reviews.filter((review) => review.authorUserId !== userId).map(withProject),
      caseStudies: caseStudies.map((study) => ({ id: study.id, projectId: study.projectId, state: study.state, version: study.version, title: study.title, challenge: study.challenge, approach: study.approach, outcome: study.outcome, figures: study.figures, named: study.named, updatedAt: new Date(study.updatedAt).toISOString() })),
      caseStudyConsents: consents.filter((consent) => consent.userId === userId).map((consent) => ({ caseStudyId: consent.caseStudyId, action: consent.action, version: consent.version, textHash: consent.textHash, named: consent.named, at: new Date(consent.createdAt).toISOString() })),
    };
  }

  /** D19 erasure: reviews they wrote lose their author and become anonymous; an erased charity is no longer named. */
  async anonymiseAuthor(userId: number): Promise<void> {
    const profiles = await this.parties.profilesOf(userId);
    await this.reviews.anonymiseAuthor(userId);
    if (profiles.charityId !== null) await this.caseStudies.anonymiseCharity(profiles.charityId, userId);
  }
}
