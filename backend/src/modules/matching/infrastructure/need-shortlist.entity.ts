import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One round of 1 to 3 candidates sent to the charity; the mailed link's token is stored only as its hash. */
@Entity('need_shortlists')
@Index('idx_need_shortlists_need', ['needId', 'createdAt'])
export class NeedShortlistEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  needId: number;

  @Index('uq_need_shortlists_tokenHash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'int', nullable: true })
  createdByUserId: number | null;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
