import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Who did what, when and from where. Never holds a password or token. */
@Entity('audit_log')
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

  @Column({ type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  @Column({ type: 'text', nullable: true })
  details: string | null;

  @Index()
  @Column({ type: 'datetime' })
  createdAt: Date;
}
