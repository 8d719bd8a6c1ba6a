import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { ProjectHistoryEvent, ProjectStatus, UserRole } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { findProjectParties, ProjectParties } from '../../../database/project-parties.query';
import { ProjectHistoryEntity } from './project-history.entity';
import { toInstant, rawJsonList } from '../../../database/raw-values';

/** A project with the two accounts on its sides (the read reviews shares). */
export type ProjectParticipantsRow = ProjectParties;

export interface ProjectTeamRow {
  consultantExpertise: string[];
  consultantOrganisation: string | null;
}

export interface ProjectHistoryRow {
  id: number;
  event: ProjectHistoryEvent;
  fromStatus: ProjectStatus | null;
  toStatus: ProjectStatus | null;
  detail: string | null;
  createdAt: Date;
  actorName: string | null;
  actorRole: UserRole | null;
}

export interface NewHistoryEntry {
  projectId: number;
  event: ProjectHistoryEvent;
  fromStatus?: ProjectStatus | null;
  toStatus?: ProjectStatus | null;
  detail?: string | null;
  actorUserId: number | null;
  createdAt: Date;
}

/**
 * Read side of the project workspace. The accounts behind a project are read (never written) from the
 * charities, consultants and users tables in one statement, as the directory does.
 */
@Injectable()
export class ProjectWorkspaceRepository extends AmbientRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  findParticipants(projectId: number): Promise<ProjectParticipantsRow | null> {
    return findProjectParties(this.manager, projectId);
  }

  async findConsultantCard(consultantId: number): Promise<ProjectTeamRow | null> {
    const rows: Array<{ expertise: string | null; organisation: string | null }> = await this.manager.query(
      'SELECT k.expertise, u.organisation FROM consultants k INNER JOIN users u ON u.id = k.userId WHERE k.id = ?',
      [consultantId],
    );
    return rows[0] ? { consultantExpertise: rawJsonList(rows[0].expertise), consultantOrganisation: rows[0].organisation ?? null } : null;
  }

  /** An approved consultant's profile and account, or null: only they can be assigned (D8). */
  async findAssignableConsultant(consultantId: number): Promise<{ id: number; userId: number; name: string; email: string } | null> {
    const rows: Array<{ id: number; userId: number; name: string; email: string }> = await this.manager.query(
      'SELECT k.id, k.userId, u.name, u.email FROM consultants k INNER JOIN users u ON u.id = k.userId WHERE k.id = ? AND k.isApproved = 1',
      [consultantId],
    );
    return rows[0] ? { id: Number(rows[0].id), userId: Number(rows[0].userId), name: rows[0].name, email: rows[0].email } : null;
  }

  async findHistory(projectId: number): Promise<ProjectHistoryRow[]> {
    const rows: Array<Record<string, unknown>> = await this.manager.query(
      `SELECT h.id, h.event, h.fromStatus, h.toStatus, h.detail, h.createdAt, u.name AS actorName, u.role AS actorRole
         FROM project_history h LEFT JOIN users u ON u.id = h.actorUserId
        WHERE h.projectId = ? ORDER BY h.createdAt ASC, h.id ASC`,
      [projectId],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      event: row.event as ProjectHistoryEvent,
      fromStatus: (row.fromStatus as ProjectStatus | null) ?? null,
      toStatus: (row.toStatus as ProjectStatus | null) ?? null,
      detail: (row.detail as string | null) ?? null,
      createdAt: toInstant(row.createdAt as Date | string),
      actorName: (row.actorName as string | null) ?? null,
      actorRole: (row.actorRole as UserRole | null) ?? null,
    }));
  }

  async record(entry: NewHistoryEntry): Promise<void> {
    await this.manager.insert(ProjectHistoryEntity, {
      projectId: entry.projectId,
      event: entry.event,
      fromStatus: entry.fromStatus ?? null,
      toStatus: entry.toStatus ?? null,
      detail: entry.detail ?? null,
      actorUserId: entry.actorUserId,
      createdAt: entry.createdAt,
    });
  }
}
