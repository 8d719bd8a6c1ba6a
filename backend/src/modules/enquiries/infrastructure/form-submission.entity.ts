import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

const FORM_TYPES = ['get_matched', 'introduction_request'] as const;
export type FormType = (typeof FORM_TYPES)[number];

@Entity('form_submissions')
@Index('idx_form_submissions_formType_submittedAt', ['formType', 'submittedAt'])
@Index('idx_form_submissions_enquirerName', ['enquirerName'])
export class FormSubmissionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'simple-enum', enum: FORM_TYPES })
  formType: FormType;

  @Column({ type: 'varchar', length: 200 })
  enquirerName: string;

  @Column({ type: 'varchar', length: 255 })
  enquirerEmail: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  charityName: string | null;

  @Column({ type: 'text', nullable: true })
  messageContent: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  consultantName: string | null;

  @Index()
  @Column({ type: 'datetime' })
  submittedAt: Date;
}
