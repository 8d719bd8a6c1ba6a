import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One per completed project: the clock of its double-blind window and reminders (D18). */
@Entity('review_rounds')
@Index('idx_review_rounds_revealed_completed', ['revealedAt', 'completedAt'])
@Index('idx_review_rounds_completedAt', ['completedAt'])
export class ReviewRoundEntity {
  @PrimaryColumn({ type: 'int' })
  projectId: number;

  @Column({ type: 'int' })
  charityId: number;

  @Column({ type: 'int' })
  consultantId: number;

  @Column({ type: 'datetime' })
  completedAt: Date;

  /** When the submitted reviews were published (both sent, or the 14 days over). */
  @Column({ type: 'datetime', nullable: true })
  revealedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  firstReminderAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  secondReminderAt: Date | null;
}
