import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One event a member should see in the bell. `params` is the kind's JSON (contracts/notifications.ts); never a secret. */
@Entity('notifications')
@Index('idx_notifications_userId_id', ['userId', 'id'])
@Index('idx_notifications_userId_readAt', ['userId', 'readAt'])
export class NotificationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ type: 'text' })
  params: string;

  @Column({ type: 'varchar', length: 80, nullable: true })
  groupKey: string | null;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  readAt: Date | null;
}
