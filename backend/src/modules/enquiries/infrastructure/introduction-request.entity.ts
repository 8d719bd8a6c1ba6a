import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('introduction_requests')
export class IntroductionRequestEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  charityName: string;

  @Column({ type: 'varchar', length: 200 })
  contactName: string;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'text' })
  projectDescription: string;

  @Column({ type: 'varchar', length: 100 })
  expertiseNeeded: string;

  @Column({ type: 'varchar', length: 100 })
  timeline: string;

  @Index()
  @Column({ type: 'int', nullable: true })
  consultantId: number | null;

  @Column({ type: 'varchar', length: 30, default: 'pending' })
  status: string;

  @Index()
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
