import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('consultant_waiting_list')
@Index('idx_consultant_waiting_list_fullName', ['fullName'])
@Index('idx_consultant_waiting_list_currentRole', ['currentRole'])
export class ConsultantWaitingListEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  fullName: string;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  /** Trimmed, lower-case: one entry per address (a second submission updates it). */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  emailNormalized: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 200 })
  currentRole: string;

  @Column({ type: 'varchar', length: 50 })
  yearsExperience: string;

  @Column({ type: 'text' })
  expertiseAreas: string;

  @Column({ type: 'varchar', length: 20 })
  charityExperience: string;

  @Column({ type: 'varchar', length: 20 })
  availability: string;

  @Column({ type: 'text', nullable: true })
  motivations: string | null;

  @Column({ type: 'varchar', length: 20 })
  currentConsulting: string;

  @Index()
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  updatedAt: Date | null;
}
