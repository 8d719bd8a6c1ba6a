import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import type { MatchFactorView, MatchRequestState } from '../../../contracts';

export type { MatchRequestState };

/** A consultant on a shortlist; once chosen, the request they answer within 48 hours. */
@Entity('match_requests')
@Index('idx_match_requests_need', ['needId', 'shortlistId', 'position'])
@Index('idx_match_requests_consultant_state', ['consultantId', 'state'])
@Index('idx_match_requests_state_dueAt', ['state', 'dueAt'])
export class MatchRequestEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  needId: number;

  @Column({ type: 'int' })
  shortlistId: number;

  @Column({ type: 'int' })
  consultantId: number;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** The factors as scored when shortlisted: what the charity reads. */
  @Column({ type: 'simple-json' })
  reasons: MatchFactorView[];

  @Column({ type: 'varchar', length: 20 })
  state: MatchRequestState;

  @Column({ type: 'varchar', length: 40, nullable: true })
  declineReason: string | null;

  @Column({ type: 'text', nullable: true })
  declineNote: string | null;

  @Column({ type: 'datetime', nullable: true })
  chosenAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  dueAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  remindedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  answeredAt: Date | null;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
