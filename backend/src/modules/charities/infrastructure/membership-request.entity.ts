import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { MEMBERSHIP_REQUEST_STATUSES, MEMBERSHIP_REQUEST_TYPES, MEMBERSHIP_TIERS } from '../../../contracts';

@Entity('membership_requests')
// The admins' list reads each of its sorts by keyset through one of these (issue 22, migration 1799220000001).
@Index('idx_membership_requests_openRank_createdAt', ['openRank', 'createdAt'])
@Index('idx_membership_requests_statusRank_createdAt', ['statusRank', 'createdAt'])
@Index('idx_membership_requests_kindRank', ['kindRank'])
@Index('idx_membership_requests_createdAt', ['createdAt'])
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

  /**
   * Issue 22: the admins' list's sort keys, written with the kind and the status (kindRankOf, statusRanks): 1 while the
   * request is open (the default order, open first), and the kind's and the status's positions in their declared
   * order. MariaDB orders its ENUMs by that position but compares them with text as text: no keyset holds on them.
   */
  @Column({ type: 'smallint', default: 0 })
  openRank: number;

  @Column({ type: 'smallint', default: 0 })
  statusRank: number;

  @Column({ type: 'smallint', default: 0 })
  kindRank: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  handledAt: Date | null;

  @Column({ type: 'int', nullable: true })
  handledByUserId: number | null;
}

/** The sort keys a status sets (the list's ranks above): written by every statement that sets the status. */
export const statusRanks = (status: MembershipRequestEntity['status']): Pick<MembershipRequestEntity, 'openRank' | 'statusRank'> => ({
  openRank: status === 'pending' ? 1 : 0,
  statusRank: MEMBERSHIP_REQUEST_STATUSES.indexOf(status),
});

/** The sort key a kind sets. */
export const kindRankOf = (kind: MembershipRequestEntity['kind']): number => MEMBERSHIP_REQUEST_TYPES.indexOf(kind);
