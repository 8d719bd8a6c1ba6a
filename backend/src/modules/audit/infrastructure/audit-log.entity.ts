import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Who did what, when and from where. Never holds a password or token. */
@Entity('audit_log')
@Index('idx_audit_log_action_createdAt', ['action', 'createdAt'])
@Index('idx_audit_log_subject', ['subjectType', 'subjectId'])
@Index('idx_audit_log_actor_createdAt', ['actorUserId', 'createdAt'])
export class AuditLogEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'varchar', length: 60 })
  action: string;

  @Column({ type: 'int', nullable: true })
  actorUserId: number | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  subjectUserId: number | null;

  /** What the action was about when it is not a user: 'project', 'introduction_request', … */
  @Column({ type: 'varchar', length: 40, nullable: true })
  subjectType: string | null;

  @Column({ type: 'int', nullable: true })
  subjectId: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  @Column({ type: 'text', nullable: true })
  details: string | null;

  @Index()
  @Column({ type: 'datetime' })
  createdAt: Date;
}
