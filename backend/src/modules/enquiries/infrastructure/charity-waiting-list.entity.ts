import { Column, Entity, Index } from 'typeorm';

import { MEMBERSHIP_TIERS, MembershipTier } from '../../../contracts';
import { WaitingListEntryBase } from './waiting-list-entry.base';

@Entity('charity_waiting_list')
@Index('idx_charity_waiting_list_charityName', ['charityName'])
@Index('idx_charity_waiting_list_contactName', ['contactName'])
@Index('idx_charity_waiting_list_charitySize_createdAt', ['charitySize', 'createdAt'])
export class CharityWaitingListEntity extends WaitingListEntryBase {
  @Column({ type: 'varchar', length: 200 })
  charityName: string;

  @Column({ type: 'varchar', length: 200 })
  contactName: string;

  @Column({ type: 'simple-enum', enum: MEMBERSHIP_TIERS })
  charitySize: MembershipTier;

  @Column({ type: 'text', nullable: true })
  primaryNeed: string | null;

  @Column({ type: 'text', nullable: true })
  currentChallenges: string | null;
}
