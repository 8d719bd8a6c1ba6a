import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import type { ReviewSide } from '../../../contracts';

/** One side's review of one project (D18). `authorUserId` is null once the author erased their account (D19). */
@Entity('reviews')
@Index('uq_reviews_project_side', ['projectId', 'side'], { unique: true })
@Index('idx_reviews_consultant_published', ['consultantId', 'side', 'publishedAt'])
@Index('idx_reviews_authorUserId', ['authorUserId'])
@Index('idx_reviews_submittedAt', ['submittedAt'])
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

  @Column({ type: 'datetime', nullable: true })
  hiddenAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  hiddenReason: string | null;

  @Column({ type: 'text', nullable: true })
  replyText: string | null;

  @Column({ type: 'datetime', nullable: true })
  repliedAt: Date | null;
}
