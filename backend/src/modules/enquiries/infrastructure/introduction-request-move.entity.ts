import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One status move of an introduction request, by whom and why: the request's history. */
@Entity('introduction_request_moves')
@Index('idx_introduction_request_moves_request', ['introductionRequestId', 'movedAt'])
export class IntroductionRequestMoveEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  introductionRequestId: number;

  @Column({ type: 'varchar', length: 30 })
  fromStatus: string;

  @Column({ type: 'varchar', length: 30 })
  toStatus: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  declineReason: string | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'int', nullable: true })
  actorUserId: number | null;

  @Column({ type: 'datetime' })
  movedAt: Date;
}
