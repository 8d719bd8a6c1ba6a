import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A document's metadata (D16); its bytes are in project_file_contents so listings never read them. */
@Entity('project_files')
@Index('idx_project_files_project', ['projectId', 'createdAt'])
export class ProjectFileEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  projectId: number;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'varchar', length: 120 })
  contentType: string;

  @Column({ type: 'int' })
  sizeBytes: number;

  @Column({ type: 'int' })
  uploadedByUserId: number;

  @Column({ type: 'datetime' })
  createdAt: Date;
}

/** The bytes of one document: `blob` on SQLite, `longblob` on MySQL/MariaDB (the migration decides). */
@Entity('project_file_contents')
export class ProjectFileContentEntity {
  @PrimaryColumn({ type: 'int' })
  fileId: number;

  @Column({ type: 'blob' })
  content: Buffer;
}
