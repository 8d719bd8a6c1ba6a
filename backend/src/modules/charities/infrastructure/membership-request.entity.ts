import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const MEMBERSHIP_REQUEST_KINDS = ['activate', 'renew'] as const;
export const MEMBERSHIP_REQUEST_STATUSES = ['pending', 'done'] as const;

@Entity('membership_requests')
export class MembershipRequestEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'int' })
  charityId: number;

  @Column({ type: 'simple-enum', enum: MEMBERSHIP_REQUEST_KINDS })
  kind: (typeof MEMBERSHIP_REQUEST_KINDS)[number];

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
