import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('terms_acceptance')
export class TermsAcceptanceEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 20, default: '1.0' })
  termsVersion: string;

  @Column({ type: 'datetime' })
  acceptedAt: Date;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  userAgent: string | null;
}
