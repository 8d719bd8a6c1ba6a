import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { MEMBERSHIP_REQUEST_STATUSES, MEMBERSHIP_REQUEST_TYPES, MEMBERSHIP_TIERS } from '../../../contracts';

@Entity('membership_requests')
export class MembershipRequestEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'int' })
  charityId: number;

  @Column({ type: 'simple-enum', enum: MEMBERSHIP_REQUEST_TYPES })
  kind: (typeof MEMBERSHIP_REQUEST_TYPES)[number];

  /** The tier a `change_tier` request asks for (issue 16); null for the other kinds. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  requestedTier: (typeof MEMBERSHIP_TIERS)[number] | null;

  @Index()
  @Column({ type: 'simple-enum', enum: MEMBERSHIP_REQUEST_STATUSES, default: 'pending' })
  status: (typeof MEMBERSHIP_REQUEST_STATUSES)[number];

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  handledAt: Date | null;

  @Column({ type: 'int', nullable: true })
  handledByUserId: number | null;
}
