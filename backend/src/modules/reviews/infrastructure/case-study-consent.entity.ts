import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The charity's answer to one version of a case study: who, when, which text (its hash), named or not (D18). */
@Entity('case_study_consents')
@Index('idx_case_study_consents_caseStudyId', ['caseStudyId'])
export class CaseStudyConsentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  caseStudyId: number;

  @Column({ type: 'varchar', length: 20 })
  action: 'approved' | 'declined' | 'withdrawn';

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'int' })
  version: number;

  @Column({ type: 'varchar', length: 64 })
  textHash: string;

  @Column({ type: 'boolean', nullable: true })
  named: boolean | null;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
