import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('introduction_requests')
@Index('idx_introduction_requests_charityName', ['charityName'])
@Index('idx_introduction_requests_statusChangedAt', ['statusChangedAt'])
@Index('idx_introduction_requests_status_createdAt', ['status', 'createdAt'])
@Index('idx_introduction_requests_consultantId_createdAt', ['consultantId', 'createdAt'])
export class IntroductionRequestEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  charityName: string;

  @Column({ type: 'varchar', length: 200 })
  contactName: string;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'text' })
  projectDescription: string;

  @Column({ type: 'varchar', length: 100 })
  expertiseNeeded: string;

  @Column({ type: 'varchar', length: 100 })
  timeline: string;

  @Index()
  @Column({ type: 'int', nullable: true })
  consultantId: number | null;

  @Column({ type: 'varchar', length: 30, default: 'pending' })
  status: string;

  /** Set with a move to 'declined' (contracts INTRODUCTION_DECLINE_REASONS). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  declineReason: string | null;

  /** The note of the latest move; every move is kept in introduction_request_moves. */
  @Column({ type: 'text', nullable: true })
  statusNote: string | null;

  @Column({ type: 'datetime', nullable: true })
  statusChangedAt: Date | null;

  @Index()
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
