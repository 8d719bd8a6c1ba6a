import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AmbientRepository } from '../../../database/ambient-repository';
import { ProjectEntity } from './project.entity';
import { ProjectFileEntity } from './project-file.entity';
import { toInstant } from '../../../database/raw-values';

export interface ProjectFileRow {
  id: number;
  projectId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedByUserId: number;
  uploaderName: string;
  createdAt: Date;
}

/** Document metadata; the bytes are behind ProjectFileStorage and never selected here. */
@Injectable()
export class ProjectFileRepository extends AmbientRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** At most PROJECT_FILES_MAX_COUNT rows per project, so one unpaged statement on (projectId, createdAt). */
  async findForProject(projectId: number): Promise<ProjectFileRow[]> {
    const rows: Array<Record<string, unknown>> = await this.manager.query(
      `SELECT f.id, f.projectId, f.fileName, f.contentType, f.sizeBytes, f.uploadedByUserId, f.createdAt, u.name AS uploaderName
         FROM project_files f LEFT JOIN users u ON u.id = f.uploadedByUserId
        WHERE f.projectId = ? ORDER BY f.createdAt DESC, f.id DESC`,
      [projectId],
    );
    return rows.map(toFileRow);
  }

  async findOne(projectId: number, fileId: number): Promise<ProjectFileRow | null> {
    const rows: Array<Record<string, unknown>> = await this.manager.query(
      `SELECT f.id, f.projectId, f.fileName, f.contentType, f.sizeBytes, f.uploadedByUserId, f.createdAt, u.name AS uploaderName
         FROM project_files f LEFT JOIN users u ON u.id = f.uploadedByUserId
        WHERE f.id = ? AND f.projectId = ?`,
      [fileId, projectId],
    );
    return rows[0] ? toFileRow(rows[0]) : null;
  }

  /**
   * Takes the project row's write lock (a no-op update) so that two uploads to one project count one
   * after the other and the 50-file limit holds under races, on SQLite and MySQL alike.
   */
  async lockProject(projectId: number): Promise<void> {
    await this.manager.createQueryBuilder().update(ProjectEntity).set({ status: () => 'status' }).where('id = :projectId', { projectId }).execute();
  }

  countForProject(projectId: number): Promise<number> {
    return this.manager.count(ProjectFileEntity, { where: { projectId } });
  }

  async insert(values: Omit<ProjectFileEntity, 'id'>): Promise<number> {
    const result = await this.manager.insert(ProjectFileEntity, values);
    return result.identifiers[0].id as number;
  }

  async remove(fileId: number): Promise<void> {
    await this.manager.delete(ProjectFileEntity, { id: fileId });
  }
}

function toFileRow(row: Record<string, unknown>): ProjectFileRow {
  return {
    id: Number(row.id),
    projectId: Number(row.projectId),
    fileName: String(row.fileName),
    contentType: String(row.contentType),
    sizeBytes: Number(row.sizeBytes),
    uploadedByUserId: Number(row.uploadedByUserId),
    uploaderName: (row.uploaderName as string | null) ?? '',
    createdAt: toInstant(row.createdAt as Date | string),
  };
}
