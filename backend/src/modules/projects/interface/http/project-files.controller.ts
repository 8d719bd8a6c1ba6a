import { Controller, Delete, Get, Param, Post, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { AcceptsContentTypes } from '../../../../common/decorators/accepts-content-types.decorator';
import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema, MessageSchema } from '../../../../common/http/error-body.response';
import { ProjectFileSchema } from './project-files.response';
import { PROJECT_FILE_MAX_BYTES, PROJECT_MESSAGES, ProjectFile } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { ProjectFilesService } from '../../application/project-files.service';
import { attachmentHeader } from './attachment-header';
import { fileIdPipe, projectIdPipe } from './project-id.pipe';
import { UploadLimitsInterceptor } from './upload-limits.interceptor';

/**
 * The part of multer's file object this controller reads. Without `dest` or `storage` multer keeps the upload
 * in memory (its memoryStorage), which the 10 MB limit keeps small; nothing touches the disk.
 */
interface MulterFile {
  originalname: string;
  buffer: Buffer;
}

/** Project documents (D16): participants and admins only; everyone else gets the project's 404. */
@ApiTags('projects')
@Controller('projects/:id/files')
@Roles('any')
export class ProjectFilesController {
  constructor(private readonly files: ProjectFilesService) {}

  @ApiOperation({ summary: 'List a project\'s files' })
  @ApiOkResponse({ type: [ProjectFileSchema], description: 'Newest first; at most 50 per project' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'No such project, or the caller is not part of it' })
  @Get()
  list(@CurrentUser() user: SessionUser, @Param('id', projectIdPipe()) id: number): Promise<ProjectFile[]> {
    return this.files.list(id, user);
  }

  @ApiOperation({ summary: 'Upload a file to a project' })
  @AcceptsContentTypes('multipart/form-data')
  @UseInterceptors(UploadLimitsInterceptor, FileInterceptor('file', { limits: { fileSize: PROJECT_FILE_MAX_BYTES, files: 1, fields: 5 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: ProjectFileSchema, description: 'The stored document; recorded in the project history' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: 'No file, or a type outside the allow-list (checked by content)' })
  @ApiPayloadTooLargeResponse({ type: ErrorBodySchema, description: 'Over 10 MB' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'The project already holds 50 files' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'No such project, or the caller is not part of it' })
  @Post()
  upload(
    @CurrentUser() user: SessionUser,
    @Param('id', projectIdPipe()) id: number,
    @UploadedFile() file: MulterFile | undefined,
    @Req() request: Request,
  ): Promise<ProjectFile> {
    const upload = file ? { originalName: Buffer.from(file.originalname, 'latin1').toString('utf8'), content: file.buffer } : undefined;
    return this.files.upload(id, user, upload, request.ip ?? null);
  }

  @ApiOperation({ summary: 'Download a project file' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'The document, as an attachment with its sniffed type and nosniff' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'No such project or file, or the caller is not part of the project' })
  @Get(':fileId')
  async download(@CurrentUser() user: SessionUser, @Param('id', projectIdPipe()) id: number, @Param('fileId', fileIdPipe()) fileId: number, @Res() response: Response): Promise<void> {
    const document = await this.files.download(id, fileId, user);
    response.setHeader('Content-Disposition', attachmentHeader(document.fileName));
    response.setHeader('Content-Type', document.contentType);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    response.end(document.content);
  }

  @ApiOperation({ summary: 'Delete a project file' })
  @ApiOkResponse({ type: MessageSchema, description: 'Deleted; recorded in the project history' })
  @ApiForbiddenResponse({ type: ErrorBodySchema, description: 'Neither the uploader nor an admin' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'No such project or file, or the caller is not part of the project' })
  @Delete(':fileId')
  async remove(@CurrentUser() user: SessionUser, @Param('id', projectIdPipe()) id: number, @Param('fileId', fileIdPipe()) fileId: number, @Req() request: Request): Promise<{ message: string }> {
    await this.files.remove(id, fileId, user, request.ip ?? null);
    return { message: PROJECT_MESSAGES.fileDeleted };
  }
}
