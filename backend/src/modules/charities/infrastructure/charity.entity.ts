import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { MEMBERSHIP_TIERS, MembershipTier } from '../../../contracts';

@Entity('charities')
export class CharityEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  registeredNumber: string | null;

  @Column({ type: 'int', default: 0 })
  revenue: number;

  @Column({ type: 'int', default: 0 })
  employeeCount: number;

  @Column({ type: 'int' })
  foundingYear: number;

  @Column({ type: 'text', nullable: true })
  mission: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  primaryCause: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  location: string | null;

  @Column({ type: 'simple-enum', enum: MEMBERSHIP_TIERS, default: 'small' })
  membershipTier: MembershipTier;

  @Column({ type: 'boolean', default: false })
  membershipActive: boolean;

  @Index()
  // utc: read MySQL's DATE in UTC like it was written, whatever the server's time zone (see ProjectEntity).
  @Column({ type: 'date', nullable: true, utc: true })
  membershipExpiry: string | null;

  /** The expiry date the 14-day reminder was sent for (D9): one reminder per expiry, even across renewals. */
  @Column({ type: 'date', nullable: true, utc: true })
  membershipReminderSentFor: string | null;
}
