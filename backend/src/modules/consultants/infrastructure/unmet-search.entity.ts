import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A directory search that found nobody: the normalised words and expertise bits only, no IP or person. */
@Entity('directory_unmet_searches')
export class UnmetSearchEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200, default: '' })
  searchText: string;

  @Column({ type: 'int', default: 0 })
  expertiseMask: number;

  @Index('idx_directory_unmet_searches_createdAt')
  @Column({ type: 'datetime' })
  createdAt: Date;
}
