import { Injectable } from '@nestjs/common';

import { ProjectFileStorage } from '../domain/project-file-storage';
import { ProjectMessageRepository } from '../infrastructure/project-message.repository';
import { ProjectParty, ProjectPartyRepository } from '../infrastructure/project-party.repository';

export interface ExportedProject {
  id: number;
  yourSide: 'charity' | 'consultant';
  title: string;
  description: string;
  status: string;
  expertiseRequired: string[];
  estimatedHours: number | null;
  startDate: string | null;
  endDate: string | null;
  notes: string | null;
  createdAt: Date;
  history: Array<{ event: string; fromStatus: string | null; toStatus: string | null; detail: string | null; at: Date; byYou: boolean }>;
}

export interface ExportedMessage {
  projectId: number;
  sentByYou: boolean;
  /** The other side as the screens show it: their organisation, or their first name. */
  from: string;
  content: string;
  sentAt: Date;
}

export interface ExportedFile {
  id: number;
  projectId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: Date;
}

/**
 * A member's part in projects for their data export (issue 19): the projects they are party to with
 * their history, every message of those projects, and the documents they uploaded, bytes piece by piece.
 * Reads join the caller's transaction, so the export is one consistent snapshot.
 */
@Injectable()
export class ProjectDataService {
  constructor(
    private readonly parties: ProjectPartyRepository,
    private readonly messages: ProjectMessageRepository,
    private readonly storage: ProjectFileStorage,
  ) {}

  async projectsOf(party: ProjectParty, userId: number): Promise<ExportedProject[]> {
    const projects = await this.parties.findProjectsOf(party);
    const history = await this.parties.findHistoryOf(projects.map((p) => p.id));
    return projects.map((project) => ({
      id: project.id,
      yourSide: project.charityId === party.charityId ? 'charity' : 'consultant',
      title: project.title,
      description: project.description,
      status: project.status,
      expertiseRequired: project.expertiseRequired,
      estimatedHours: project.estimatedHours,
      startDate: project.startDate,
      endDate: project.endDate,
      notes: project.notes,
      createdAt: project.createdAt,
      history: history
        .filter((row) => row.projectId === project.id)
        .map((row) => ({ event: row.event, fromStatus: row.fromStatus, toStatus: row.toStatus, detail: row.detail, at: row.createdAt, byYou: row.actorUserId === userId })),
    }));
  }

  async messagesOf(projectIds: number[], userId: number): Promise<ExportedMessage[]> {
    const rows = await this.messages.findAllOf(projectIds);
    return rows.map((row) => ({
      projectId: row.projectId,
      sentByYou: row.senderId === userId,
      from: row.senderId === userId ? 'You' : (row.senderOrganisation && !row.senderIsConsultant ? row.senderOrganisation : row.senderName.split(' ')[0]),
      content: row.content,
      sentAt: row.createdAt,
    }));
  }

  async filesUploadedBy(userId: number): Promise<ExportedFile[]> {
    const files = await this.parties.findFilesUploadedBy(userId);
    return files.map((file) => ({ id: file.id, projectId: file.projectId, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.sizeBytes, uploadedAt: file.createdAt }));
  }

  fileChunks(fileId: number): AsyncIterable<Buffer> {
    return this.storage.chunks(fileId);
  }
}
