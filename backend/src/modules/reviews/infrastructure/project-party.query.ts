import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { ProjectStatus } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { rawDate } from '../../../database/raw-values';

/** A project's two sides as reviews need them: accounts to write to, names to show. */
export interface ReviewParties {
  projectId: number;
  title: string;
  status: ProjectStatus;
  charityId: number;
  charityUserId: number;
  charityUserName: string;
  charityEmail: string;
  /** The organisation (or the contact's name if none). */
  charityName: string;
  charityCause: string | null;
  consultantId: number | null;
  consultantUserId: number | null;
  consultantUserName: string | null;
  consultantEmail: string | null;
}

/**
 * Read-only view of the projects, charities, consultants and users tables (never written here), as the
 * directory reads users. Reviews import no other feature module, so projects, consultants and matching may
 * import reviews without a cycle ([18-reviews-case-studies](../../../../../docs/decisions/18-reviews-case-studies.md)).
 */
@Injectable()
export class ProjectPartyQuery extends AmbientRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async find(projectId: number): Promise<ReviewParties | null> {
    const rows: Array<Record<string, unknown>> = await this.manager.query(
      `SELECT p.id, p.title, p.status, p.charityId, p.consultantId, c.userId AS charityUserId, c.primaryCause, cu.name AS charityUserName, cu.email AS charityEmail,
              cu.organisation AS charityOrganisation, k.userId AS consultantUserId, ku.name AS consultantUserName, ku.email AS consultantEmail
         FROM projects p
         INNER JOIN charities c ON c.id = p.charityId
         INNER JOIN users cu ON cu.id = c.userId
         LEFT JOIN consultants k ON k.id = p.consultantId
         LEFT JOIN users ku ON ku.id = k.userId
        WHERE p.id = ?`,
      [projectId],
    );
    const row = rows[0];
    if (!row) return null;
    const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    return {
      projectId: Number(row.id),
      title: String(row.title),
      status: row.status as ProjectStatus,
      charityId: Number(row.charityId),
      charityUserId: Number(row.charityUserId),
      charityUserName: String(row.charityUserName),
      charityEmail: String(row.charityEmail),
      charityName: String(row.charityOrganisation || row.charityUserName),
      charityCause: (row.primaryCause as string | null) ?? null,
      consultantId: num(row.consultantId),
      consultantUserId: num(row.consultantUserId),
      consultantUserName: (row.consultantUserName as string | null) ?? null,
      consultantEmail: (row.consultantEmail as string | null) ?? null,
    };
  }

  /** When the project was moved to completed (its history), for projects completed before reviews existed. */
  async completedAt(projectId: number): Promise<Date | null> {
    const rows: Array<{ createdAt: Date | string }> = await this.manager.query(
      "SELECT MAX(createdAt) AS createdAt FROM project_history WHERE projectId = ? AND toStatus = 'completed'",
      [projectId],
    );
    return rawDate(rows[0]?.createdAt ?? null);
  }

  /** The profile ids of a member's account (either may be null). */
  async profilesOf(userId: number): Promise<{ charityId: number | null; consultantId: number | null }> {
    const charity: Array<{ id: number }> = await this.manager.query('SELECT id FROM charities WHERE userId = ?', [userId]);
    const consultant: Array<{ id: number }> = await this.manager.query('SELECT id FROM consultants WHERE userId = ?', [userId]);
    return { charityId: charity[0] ? Number(charity[0].id) : null, consultantId: consultant[0] ? Number(consultant[0].id) : null };
  }
}
