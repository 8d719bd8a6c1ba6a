import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AmbientRepository } from '../../../database/ambient-repository';
import { findProjectParties, ProjectParties } from '../../../database/project-parties.query';
import { rawDate } from '../../../database/raw-values';

/** A project's two sides as reviews need them: accounts to write to, names to show. */
export type ReviewParties = ProjectParties;

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

  find(projectId: number): Promise<ReviewParties | null> {
    return findProjectParties(this.manager, projectId);
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
