import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import type { NeedMoveReason, NeedState } from '../../../contracts';

/** One move of a need: who, when, from, to, why (D17). Append-only. */
@Entity('need_moves')
@Index('idx_need_moves_need', ['needId', 'movedAt'])
export class NeedMoveEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  needId: number;

  @Column({ type: 'varchar', length: 20, nullable: true })
  fromState: NeedState | null;

  @Column({ type: 'varchar', length: 20 })
  toState: NeedState;

  @Column({ type: 'varchar', length: 40, nullable: true })
  reason: NeedMoveReason | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'int', nullable: true })
  actorUserId: number | null;

  @Column({ type: 'datetime' })
  movedAt: Date;
}
