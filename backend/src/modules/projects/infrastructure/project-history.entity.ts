import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import type { ProjectHistoryEvent, ProjectStatus } from '../../../contracts';

/** Every status move, assignment and document change of a project (D8, D16), append-only. */
@Entity('project_history')
@Index('idx_project_history_project', ['projectId', 'createdAt'])
export class ProjectHistoryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  projectId: number;

  @Column({ type: 'varchar', length: 30 })
  event: ProjectHistoryEvent;

  @Column({ type: 'varchar', length: 20, nullable: true })
  fromStatus: ProjectStatus | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  toStatus: ProjectStatus | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  detail: string | null;

  @Column({ type: 'int', nullable: true })
  actorUserId: number | null;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
