import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The consultant's rating aggregate, rewritten whenever one of their reviews is published or hidden, so the
 * directory reads (and sorts by) one row instead of aggregating reviews per request. Read by the directory.
 */
@Entity('consultant_ratings')
@Index('idx_consultant_ratings_average', ['averageTenths', 'consultantId'])
export class ConsultantRatingEntity {
  @PrimaryColumn({ type: 'int' })
  consultantId: number;

  /** The average × 10 (4.3 → 43), null under 3 reviews. */
  @Column({ type: 'int', nullable: true })
  averageTenths: number | null;

  @Column({ type: 'int', default: 0 })
  reviewCount: number;

  @Column({ type: 'datetime' })
  updatedAt: Date;
}
