import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type OutcomeEventKind = 'directory_search' | 'profile_view' | 'review_published';

/**
 * The funnel's facts that no other table holds (migration 1798100000000), append-only and without personal data:
 * no address, browser, user or search text; a profile view carries only its one-day viewer key.
 */
@Entity('outcome_events')
@Index('idx_outcome_events_kind_occurredAt', ['kind', 'occurredAt'])
@Index('idx_outcome_events_consultant_kind_occurredAt', ['consultantId', 'kind', 'occurredAt'])
export class OutcomeEventEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  kind: OutcomeEventKind;

  @Column({ type: 'int', nullable: true })
  consultantId: number | null;

  @Column({ type: 'int', nullable: true })
  projectId: number | null;

  /** A published review's score: the mean of its three ratings (D18). */
  @Column({ type: 'double', nullable: true })
  score: number | null;

  /** Profile views only: hash of the day's salt, consultant and visitor (domain/viewer-key.ts); unique. */
  @Index('uq_outcome_events_viewerKey', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  viewerKey: string | null;

  @Column({ type: 'datetime' })
  occurredAt: Date;
}
