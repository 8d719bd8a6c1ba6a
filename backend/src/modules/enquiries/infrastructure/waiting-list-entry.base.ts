import { Column, CreateDateColumn, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns both waiting lists share (one entry per address, a second submission updates it). An abstract
 * base, not a table: TypeORM copies these columns and indices into each list's own table, named as before.
 */
export abstract class WaitingListEntryBase {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  /** Trimmed, lower-case: one entry per address (a second submission updates it). */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  emailNormalized: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Index()
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  updatedAt: Date | null;
}
