import { anonymousCharityLabel } from '../../../contracts';
import type { CaseStudyFigure, PublicCaseStudy, PublicReview, ReviewView } from '../../../contracts';
import { scoreOf } from '../domain/review-rules';
import type { CaseStudyEntity } from '../infrastructure/case-study.entity';
import type { PublicReviewRow } from '../infrastructure/review.repository';
import type { ReviewEntity } from '../infrastructure/review.entity';

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

/** A review as a party sees it; field by field, nothing else leaves. */
export function toReviewView(review: ReviewEntity): ReviewView {
  return {
    id: review.id,
    side: review.side,
    expertise: review.expertise,
    communication: review.communication,
    impact: review.impact,
    rating: review.rating,
    text: review.text,
    anonymous: !!review.anonymous,
    submittedAt: new Date(review.submittedAt).toISOString(),
    publishedAt: iso(review.publishedAt),
    hidden: review.hiddenAt !== null,
    reply: review.replyText !== null && review.repliedAt ? { text: review.replyText, repliedAt: new Date(review.repliedAt).toISOString() } : null,
  };
}

/** The charity as the public sees it (D18): its organisation, or 'A charity in {cause}' when anonymous. */
const charityLabel = (named: boolean, organisation: string | null, cause: string | null): string =>
  named && organisation && organisation.trim() ? organisation.trim() : anonymousCharityLabel(cause);

/** A published review on the profile: no person's name at all (D4). */
export function toPublicReview(row: PublicReviewRow): PublicReview {
  return {
    id: row.id,
    score: scoreOf(row),
    expertise: row.expertise,
    communication: row.communication,
    impact: row.impact,
    text: row.text,
    charity: charityLabel(!row.anonymous, row.organisation, row.cause),
    publishedAt: row.publishedAt.toISOString(),
    reply: row.replyText !== null && row.repliedAt ? { text: row.replyText, repliedAt: row.repliedAt.toISOString() } : null,
  };
}

/** A case study exactly as the profile shows it, named or anonymised. */
export function toPublicCaseStudy(study: CaseStudyEntity, named: boolean, organisation: string | null, cause: string | null): PublicCaseStudy {
  const figures: CaseStudyFigure[] = (study.figures ?? []).map((figure) => ({ value: figure.value, label: figure.label }));
  return {
    id: study.id,
    title: study.title,
    challenge: study.challenge,
    approach: study.approach,
    outcome: study.outcome,
    figures,
    charity: charityLabel(named, organisation, cause),
    publishedAt: iso(study.publishedAt),
  };
}
