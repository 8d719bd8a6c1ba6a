import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('terms_acceptance')
// The admins' signed-terms list reads its version sort by keyset through this (issue 22, migration 1799230000000).
@Index('idx_terms_acceptance_termsVersion', ['termsVersion'])
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
