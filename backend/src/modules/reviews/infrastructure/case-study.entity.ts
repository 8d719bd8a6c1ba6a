import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import type { CaseStudyFigure, CaseStudyState } from '../../../contracts';

/** One case study per completed project, by its consultant; public only while `approved` (D18). */
@Entity('case_studies')
@Index('uq_case_studies_projectId', ['projectId'], { unique: true })
@Index('idx_case_studies_consultant_state', ['consultantId', 'state'])
export class CaseStudyEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  projectId: number;

  @Column({ type: 'int' })
  consultantId: number;

  @Column({ type: 'int' })
  charityId: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  challenge: string;

  @Column({ type: 'text' })
  approach: string;

  @Column({ type: 'text' })
  outcome: string;

  @Column({ type: 'simple-json' })
  figures: CaseStudyFigure[];

  @Column({ type: 'varchar', length: 20 })
  state: CaseStudyState;

  /** Every edit is a new version: consent names the version (and hash) it was given for. */
  @Column({ type: 'int', default: 1 })
  version: number;

  @Column({ type: 'boolean', nullable: true })
  named: boolean | null;

  @Column({ type: 'datetime', nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  updatedAt: Date;
}
