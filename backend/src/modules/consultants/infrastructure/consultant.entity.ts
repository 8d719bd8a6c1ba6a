import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('consultants')
@Index('idx_consultants_directory', ['isApproved', 'isFeatured', 'id'])
@Index('idx_consultants_directory_order', ['isApproved', 'isFeatured', 'availability', 'availabilityConfirmedAt', 'expertiseMask'])
@Index('idx_consultants_directory_rank', ['isApproved', 'isFeatured', 'availableNow', 'id', 'expertiseMask'])
export class ConsultantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'simple-json' })
  expertise: string[];

  @Column({ type: 'int', default: 0 })
  yearsExperience: number;

  @Column({ type: 'boolean', default: true })
  availability: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  linkedin: string | null;

  @Column({ type: 'boolean', default: false })
  isApproved: boolean;

  @Column({ type: 'boolean', default: false })
  isFeatured: boolean;

  @Column({ type: 'text', nullable: true })
  profileSummary: string | null;

  @Column({ type: 'text', nullable: true })
  previousExperience: string | null;

  @Column({ type: 'text', nullable: true })
  specialisations: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  profileImageUrl: string | null;

  /** D15: set by every availability change or confirmation. */
  @Column({ type: 'datetime', nullable: true })
  availabilityConfirmedAt: Date | null;

  /** Full-text document of the public fields (domain/directory-search.ts); indexed by FULLTEXT or FTS5. */
  @Column({ type: 'text', nullable: true, select: false })
  searchDocument?: string | null;

  @Column({ type: 'int', default: 0, select: false })
  expertiseMask?: number;

  /**
   * The directory's sort key for D15 (migration 1795800000000): available and confirmed within 30 days, as of
   * the last availability write or freshness sweep. Cards compute the exact state from the time.
   */
  @Column({ type: 'boolean', default: false, select: false })
  availableNow?: boolean;
}
