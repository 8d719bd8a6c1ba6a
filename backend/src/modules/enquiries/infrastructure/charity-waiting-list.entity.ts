import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { MEMBERSHIP_TIERS, MembershipTier } from '../../../contracts';

@Entity('charity_waiting_list')
@Index('idx_charity_waiting_list_charityName', ['charityName'])
@Index('idx_charity_waiting_list_contactName', ['contactName'])
@Index('idx_charity_waiting_list_charitySize_createdAt', ['charitySize', 'createdAt'])
export class CharityWaitingListEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  charityName: string;

  @Column({ type: 'varchar', length: 200 })
  contactName: string;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  /** Trimmed, lower-case: one entry per address (a second submission updates it). */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  emailNormalized: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'simple-enum', enum: MEMBERSHIP_TIERS })
  charitySize: MembershipTier;

  @Column({ type: 'text', nullable: true })
  primaryNeed: string | null;

  @Column({ type: 'text', nullable: true })
  currentChallenges: string | null;

  @Index()
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  updatedAt: Date | null;
}
