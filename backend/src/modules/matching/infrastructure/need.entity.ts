import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import type { MembershipTier, NeedKind, NeedState } from '../../../contracts';

/** A charity's request for help (D17), one per source row; see migration 1797400000000. */
@Entity('needs')
@Index('uq_needs_kind_source', ['kind', 'sourceId'], { unique: true })
@Index('idx_needs_state_createdAt', ['state', 'createdAt'])
@Index('idx_needs_requester_createdAt', ['requesterUserId', 'createdAt'])
@Index('idx_needs_createdAt', ['createdAt'])
@Index('idx_needs_organisationSortKey', ['organisationSortKey'])
@Index('idx_needs_stateChangedAt', ['stateChangedAt'])
export class NeedEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  kind: NeedKind;

  @Column({ type: 'int' })
  sourceId: number;

  @Column({ type: 'int', nullable: true })
  charityId: number | null;

  /** The signed-in charity user who asked (project requests); null for a visitor's request. */
  @Column({ type: 'int', nullable: true })
  requesterUserId: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  organisation: string | null;

  /** Issue 22: `organisation` as a non-null sort key for keyset paging ('' without one), written with the need. */
  @Column({ type: 'varchar', length: 200, default: '' })
  organisationSortKey: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  contactName: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  contactEmail: string | null;

  @Column({ type: 'simple-json' })
  expertise: string[];

  @Column({ type: 'int', default: 0 })
  expertiseMask: number;

  @Column({ type: 'varchar', length: 10, nullable: true })
  sizeBand: MembershipTier | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  cause: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  timeline: string | null;

  @Column({ type: 'int', nullable: true })
  namedConsultantId: number | null;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 20 })
  state: NeedState;

  @Column({ type: 'datetime' })
  stateChangedAt: Date;

  @Column({ type: 'datetime', nullable: true })
  firstShortlistedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  acceptedAt: Date | null;

  /** Every move adds one, conditionally on the version read (optimistic concurrency). */
  @Column({ type: 'int', default: 1 })
  version: number;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
