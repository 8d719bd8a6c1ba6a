import { ApiProperty } from '@nestjs/swagger';

import type { ProjectFile } from '../../../../contracts';

type FileUploader = ProjectFile['uploadedBy'];

/**
 * OpenAPI schemas of a project's files. Each class implements the contracts type it documents, so a field added
 * there fails to compile here until documented.
 */

class FileUploaderSchema implements FileUploader {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class ProjectFileSchema implements ProjectFile {
  @ApiProperty() id: number;
  @ApiProperty() projectId: number;
  @ApiProperty() fileName: string;
  @ApiProperty({ description: 'The type sniffed from the content (D16)' }) contentType: string;
  @ApiProperty() sizeBytes: number;
  @ApiProperty({ type: FileUploaderSchema }) uploadedBy: { id: number; name: string };
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
