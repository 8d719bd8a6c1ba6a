import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { isAdminUser, PROJECT_FILE_NAME_MAX_LENGTH, PROJECT_FILES_MAX_COUNT, PROJECT_MESSAGES, ProjectFile } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../../kernel/domain-errors';
import type { SessionUser } from '../../../kernel/session-user';
import { classifyDocument, safeFileName } from '../domain/document-type';
import { ProjectFileRepository } from '../infrastructure/project-file.repository';
import { ProjectWorkspaceRepository } from '../infrastructure/project-workspace.repository';
import { AuditTrailService } from '../../audit';
import { ProjectAccessService } from './project-access.service';
import { ProjectFileStorage } from '../domain/project-file-storage';
import { toProjectFile } from './project-file.mapper';

export interface UploadedDocument {
  originalName: string;
  content: Buffer;
}

export interface DownloadedDocument {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** The Files & Documents tab (D16): participants and admins upload, list and download; uploader or admin deletes. */
@Injectable()
export class ProjectFilesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly access: ProjectAccessService,
    private readonly files: ProjectFileRepository,
    private readonly storage: ProjectFileStorage,
    private readonly workspace: ProjectWorkspaceRepository,
    private readonly audit: AuditTrailService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(projectId: number, user: SessionUser): Promise<ProjectFile[]> {
    await this.access.open(projectId, user);
    return (await this.files.findForProject(projectId)).map(toProjectFile);
  }

  /** An admin adding a document to a project they take no part in is an admin action, so it is audited. */
  async upload(projectId: number, user: SessionUser, upload: UploadedDocument | undefined, ipAddress: string | null): Promise<ProjectFile> {
    const { relation, charityUserId } = await this.access.open(projectId, user);
    if (!upload || upload.content.length === 0) throw new InvalidInputError(PROJECT_MESSAGES.fileMissing, { file: PROJECT_MESSAGES.fileMissing });
    const fileName = safeFileName(upload.originalName, PROJECT_FILE_NAME_MAX_LENGTH);
    const verdict = await classifyDocument(upload.content, fileName);
    if ('refused' in verdict) {
      const message = verdict.refused ?? PROJECT_MESSAGES.fileTypeRefused;
      throw new InvalidInputError(message, { file: message });
    }
    const { type } = verdict;

    return this.transactions.run(async () => {
      await this.files.lockProject(projectId);
      if ((await this.files.countForProject(projectId)) >= PROJECT_FILES_MAX_COUNT) throw new ConflictError(PROJECT_MESSAGES.tooManyFiles);
      const now = this.clock.now();
      const id = await this.files.insert({ projectId, fileName, contentType: type.contentType, sizeBytes: upload.content.length, uploadedByUserId: user.id, createdAt: now });
      await this.storage.put(id, upload.content);
      await this.workspace.record({ projectId, event: 'file_uploaded', detail: fileName, actorUserId: user.id, createdAt: now });
      if (relation === 'admin') {
        await this.audit.record({ action: 'project_file_uploaded', actorUserId: user.id, subjectUserId: charityUserId, subject: { type: 'project', id: projectId }, ipAddress, details: { fileId: id, fileName } });
      }
      const row = await this.files.findOne(projectId, id);
      if (!row) throw new Error(`file ${id} vanished inside its own transaction`);
      return toProjectFile(row);
    });
  }

  async download(projectId: number, fileId: number, user: SessionUser): Promise<DownloadedDocument> {
    await this.access.open(projectId, user);
    const file = await this.files.findOne(projectId, fileId);
    const content = file ? await this.storage.get(file.id) : null;
    if (!file || !content) throw new NotFoundError(PROJECT_MESSAGES.fileNotFound);
    return { fileName: file.fileName, contentType: file.contentType, content };
  }

  /** An admin removing someone else's document is an admin action, so it is audited too. */
  async remove(projectId: number, fileId: number, user: SessionUser, ipAddress: string | null): Promise<void> {
    await this.transactions.run(async () => {
      await this.access.open(projectId, user);
      const file = await this.files.findOne(projectId, fileId);
      if (!file) throw new NotFoundError(PROJECT_MESSAGES.fileNotFound);
      if (file.uploadedByUserId !== user.id && !isAdminUser(user)) throw new ForbiddenError(PROJECT_MESSAGES.fileDeleteForbidden);
      await this.storage.remove(file.id);
      await this.files.remove(file.id);
      await this.workspace.record({ projectId, event: 'file_deleted', detail: file.fileName, actorUserId: user.id, createdAt: this.clock.now() });
      if (file.uploadedByUserId !== user.id) {
        await this.audit.record({ action: 'project_file_deleted', actorUserId: user.id, subjectUserId: file.uploadedByUserId, subject: { type: 'project', id: projectId }, ipAddress, details: { fileId: file.id, fileName: file.fileName } });
      }
    });
  }
}

