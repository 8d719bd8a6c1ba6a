import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type ApplicationDecision = 'approved' | 'rejected';

/**
 * The one review of an application. The unique consultant id makes "reviewed once" hold under races;
 * a rejected applicant's account and profile are kept (unapproved), this row says why.
 */
@Entity('consultant_application_reviews')
export class ConsultantApplicationReviewEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_consultant_application_reviews_consultantId', { unique: true })
  @Column({ type: 'int' })
  consultantId: number;

  @Column({ type: 'varchar', length: 20 })
  decision: ApplicationDecision;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'int', nullable: true })
  reviewerUserId: number | null;

  @Column({ type: 'datetime' })
  reviewedAt: Date;
}
