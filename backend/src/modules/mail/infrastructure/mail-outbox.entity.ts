import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

const MAIL_STATUSES = ['pending', 'sent', 'failed', 'logged'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

@Entity('mail_outbox')
@Index('idx_mail_outbox_due', ['status', 'nextAttemptAt'])
@Index('idx_mail_outbox_status_id', ['status', 'id'])
export class MailOutboxEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 60 })
  template: string;

  @Column({ type: 'varchar', length: 255 })
  toAddress: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @Column({ type: 'text' })
  textBody: string;

  @Column({ type: 'simple-enum', enum: MAIL_STATUSES, default: 'pending' })
  status: MailStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'datetime' })
  nextAttemptAt: Date;

  @Column({ type: 'varchar', length: 100, nullable: true })
  claimedBy: string | null;

  @Column({ type: 'datetime', nullable: true })
  claimedUntil: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  sentAt: Date | null;
}
