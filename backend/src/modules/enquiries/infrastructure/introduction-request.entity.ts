import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The sort key of a request never moved: before every move. */
const STATUS_SORT_EPOCH = '1970-01-01 00:00:00.000';

@Entity('introduction_requests')
@Index('idx_introduction_requests_charityName', ['charityName'])
@Index('idx_introduction_requests_statusSortAt', ['statusSortAt'])
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

  /**
   * Issue 22: `statusChangedAt` as a non-null sort key for keyset paging, the epoch while the request was never
   * moved (where a NULL sorts on both engines); set by the same UPDATE as `statusChangedAt`.
   */
  @Column({ type: 'datetime', default: () => `'${STATUS_SORT_EPOCH}'` })
  statusSortAt: Date;

  @Index()
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
