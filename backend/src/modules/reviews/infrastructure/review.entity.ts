import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { REVIEW_STATES, ReviewSide, ReviewState } from '../../../contracts';

/** The sort key of a review not yet published: before every publication. */
const PUBLISHED_SORT_EPOCH = '1970-01-01 00:00:00.000';

/** One side's review of one project (D18). `authorUserId` is null once the author erased their account (D19). */
@Entity('reviews')
@Index('uq_reviews_project_side', ['projectId', 'side'], { unique: true })
@Index('idx_reviews_consultant_published', ['consultantId', 'side', 'publishedAt'])
@Index('idx_reviews_authorUserId', ['authorUserId'])
@Index('idx_reviews_submittedAt', ['submittedAt'])
// The admins' list reads its other sorts by keyset through these (issue 22, migration 1799220000002).
@Index('idx_reviews_publishedSortAt', ['publishedSortAt'])
@Index('idx_reviews_scoreSortKey', ['scoreSortKey'])
// A state filter reads its own rows in each sort's order (issue 22).
@Index('idx_reviews_stateRank_submittedAt', ['stateRank', 'submittedAt'])
@Index('idx_reviews_stateRank_publishedSortAt', ['stateRank', 'publishedSortAt'])
@Index('idx_reviews_stateRank_scoreSortKey', ['stateRank', 'scoreSortKey'])
export class ReviewEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  projectId: number;

  @Column({ type: 'varchar', length: 20 })
  side: ReviewSide;

  @Column({ type: 'int', nullable: true })
  authorUserId: number | null;

  @Column({ type: 'int' })
  charityId: number;

  @Column({ type: 'int' })
  consultantId: number;

  @Column({ type: 'int', nullable: true })
  expertise: number | null;

  @Column({ type: 'int', nullable: true })
  communication: number | null;

  @Column({ type: 'int', nullable: true })
  impact: number | null;

  @Column({ type: 'int', nullable: true })
  rating: number | null;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'boolean', default: false })
  anonymous: boolean;

  @Column({ type: 'datetime' })
  submittedAt: Date;

  @Column({ type: 'datetime', nullable: true })
  publishedAt: Date | null;

  /**
   * Issue 22: `publishedAt` as a non-null sort key for keyset paging, the epoch while unpublished (where a NULL
   * sorts on both engines); set by the same statements as `publishedAt`.
   */
  @Column({ type: 'datetime', default: () => `'${PUBLISHED_SORT_EPOCH}'` })
  publishedSortAt: Date;

  /** Issue 22: the score the admins sort by (scoreSortKeyOf), written with the ratings, which never change after. */
  @Column({ type: 'smallint', default: 0 })
  scoreSortKey: number;

  /**
   * Issue 22: the review's state as its position in REVIEW_STATES (0 pending, 1 published, 2 hidden), written by
   * the statements that publish and hide (STATE_RANKS), so a state filter leads an index per sort.
   */
  @Column({ type: 'smallint', default: 0 })
  stateRank: number;

  @Column({ type: 'datetime', nullable: true })
  hiddenAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  hiddenReason: string | null;

  @Column({ type: 'text', nullable: true })
  replyText: string | null;

  @Column({ type: 'datetime', nullable: true })
  repliedAt: Date | null;
}

/** The admins' score of a review: three times the consultant's single rating, or the charity's three summed (0 without). */
export const scoreSortKeyOf = (review: Pick<ReviewEntity, 'rating' | 'expertise' | 'communication' | 'impact'>): number =>
  review.rating !== null ? review.rating * 3 : review.expertise !== null && review.communication !== null && review.impact !== null ? review.expertise + review.communication + review.impact : 0;

/** A state's `stateRank`. */
export const STATE_RANKS = Object.fromEntries(REVIEW_STATES.map((state, rank) => [state, rank])) as Record<ReviewState, number>;
