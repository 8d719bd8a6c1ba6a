import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('pricing_enquiries')
export class PricingEnquiryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  fullName: string;

  @Column({ type: 'varchar', length: 200 })
  organisationName: string;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ type: 'text' })
  supportNeeded: string;

  @Index()
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
