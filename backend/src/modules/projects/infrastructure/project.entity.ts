import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { PROJECT_STATUSES, ProjectStatus } from '../../../contracts';

@Entity('projects')
// The matching pool counts a consultant's projects by status (issue 17, migration 1798200000000).
@Index('idx_projects_consultant_status', ['consultantId', 'status'])
// The admins' list reads each of its sorts by keyset through one of these (issue 22, migration 1799220000000).
@Index('idx_projects_createdAt', ['createdAt'])
@Index('idx_projects_title', ['title'])
@Index('idx_projects_statusRank_createdAt', ['statusRank', 'createdAt'])
@Index('idx_projects_status_createdAt', ['status', 'createdAt'])
export class ProjectEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Index()
  @Column({ type: 'int' })
  charityId: number;

  @Index()
  @Column({ type: 'int', nullable: true })
  consultantId: number | null;

  @Column({ type: 'simple-json' })
  expertiseRequired: string[];

  @Index()
  @Column({ type: 'simple-enum', enum: PROJECT_STATUSES, default: 'pending' })
  status: ProjectStatus;

  @Column({ type: 'int', nullable: true })
  estimatedHours: number | null;

  // utc: MySQL hands DATE back as a Date at UTC midnight (connection timezone 'Z'); read it in UTC, or a
  // server in another time zone would show the day before.
  @Column({ type: 'date', nullable: true, utc: true })
  startDate: string | null;

  @Column({ type: 'date', nullable: true, utc: true })
  endDate: string | null;

  /**
   * Issue 22: the status's position in PROJECT_STATUSES, written with the status (statusRankOf). The status sort
   * reads it: MariaDB orders its ENUM by that position but compares it with text as text, so no keyset holds on it.
   */
  @Column({ type: 'smallint', default: 0 })
  statusRank: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** 'oneoff' when requested from the one-off offer (spec 001 §2 ?type=oneoff). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  type: string | null;
}

/** A project's `statusRank`: its status's position in the declared order (the order MariaDB sorts its ENUM in). */
export const statusRankOf = (status: ProjectStatus): number => PROJECT_STATUSES.indexOf(status);
