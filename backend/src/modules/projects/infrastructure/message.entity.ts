import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('messages')
@Index('idx_messages_project_created', ['projectId', 'createdAt'])
@Index('idx_messages_project_unread', ['projectId', 'isRead'])
export class MessageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  projectId: number;

  @Index()
  @Column({ type: 'int' })
  senderId: number;

  @Column({ type: 'text' })
  content: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'boolean', default: false })
  isRead: boolean;

  /** Set when the unread digest mentioned this message, so each batch is mailed once (D8). */
  @Column({ type: 'datetime', nullable: true })
  notifiedAt: Date | null;
}
