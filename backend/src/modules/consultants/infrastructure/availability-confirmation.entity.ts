import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type AvailabilityConfirmationOutcome = 'confirmed' | 'declined' | 'superseded';

/** One weekly "are you still available?" mail (D15): only the SHA-256 of the link's token is kept. */
@Entity('availability_confirmations')
@Index('idx_availability_confirmations_consultant', ['consultantId', 'createdAt'])
export class AvailabilityConfirmationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  consultantId: number;

  @Index('uq_availability_confirmations_tokenHash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  outcome: AvailabilityConfirmationOutcome | null;
}
