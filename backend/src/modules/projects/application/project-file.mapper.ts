import { ProjectFile } from '../../../contracts';
import type { ProjectFileRow } from '../infrastructure/project-file.repository';

/** A shared file as the project page lists it (metadata only: the bytes are downloaded separately). */
export function toProjectFile(row: ProjectFileRow): ProjectFile {
  return {
    id: row.id,
    projectId: row.projectId,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedBy: { id: row.uploadedByUserId, name: row.uploaderName },
    createdAt: row.createdAt.toISOString(),
  };
}
