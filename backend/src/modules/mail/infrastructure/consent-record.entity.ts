import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One choice a member made about mail (D19); append-only, the latest per kind is in force. */
@Entity('consent_records')
@Index('idx_consent_records_user_kind', ['userId', 'kind', 'recordedAt'])
export class ConsentRecordEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ type: 'boolean' })
  granted: boolean;

  @Column({ type: 'datetime' })
  recordedAt: Date;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  userAgent: string | null;
}
