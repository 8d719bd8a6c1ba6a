import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { MembershipTier } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';

/** One consultant of the pre-filtered pool, with the project counts the scorer needs (raw: 0/1, text dates). */
export interface PoolRow {
  id: number;
  name: string;
  expertise: string;
  yearsExperience: number;
  availability: number | boolean;
  availabilityConfirmedAt: Date | string | null;
  completedProjects: number | string;
  inProgressProjects: number | string;
  sameBandProjects: number | string;
  sameCauseProjects: number | string;
  /** From the reviews module's stored aggregate (read-only here): the average in tenths, null under three reviews. */
  ratingTenths: number | string | null;
}

/** A match request of a pooled consultant: their answer times, and whether they declined this need. */
export interface AnswerRow {
  consultantId: number;
  needId: number;
  state: string;
  chosenAt: Date | string | null;
  answeredAt: Date | string | null;
}

export interface PoolFilter {
  expertiseMask: number;
  /** Always in the pool whatever their expertise: the named consultant, those being shortlisted. */
  includeIds: readonly number[];
  sizeBand: MembershipTier | null;
  cause: string | null;
  limit: number;
}

/** Revenue bounds of D9's bands, in pounds: [from, below). */
const BAND_BOUNDS: Record<MembershipTier, [number, number]> = {
  small: [0, 1_000_000],
  medium: [1_000_000, 10_000_001],
  large: [10_000_001, 2_147_483_647],
};

/**
 * The candidates call's two statements (issue 17: ≤ 4 a call, the session and the need included). The pool
 * is pre-filtered on the consultants' indexed columns (approved, expertise bits, availability) and capped, so
 * the per-consultant counts are correlated lookups on projects(consultantId) for a few hundred rows only.
 */
@Injectable()
export class CandidatePoolQuery extends AmbientRepository {
  /** Inside a shortlist's transaction, its reads see what it sees. */
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async pool(filter: PoolFilter): Promise<PoolRow[]> {
    const [bandFrom, bandBelow] = filter.sizeBand ? BAND_BOUNDS[filter.sizeBand] : [-1, -1];
    const include = filter.includeIds.length ? filter.includeIds : [-1];
    const expertise = filter.expertiseMask === 0 ? '1 = 1' : '(c.expertiseMask & ?) <> 0';
    const sql = `SELECT c.id, u.name, c.expertise, c.yearsExperience, c.availability, c.availabilityConfirmedAt, rating.averageTenths AS ratingTenths,
        (SELECT COUNT(*) FROM projects p WHERE p.consultantId = c.id AND p.status = 'completed') AS completedProjects,
        (SELECT COUNT(*) FROM projects p WHERE p.consultantId = c.id AND p.status = 'in_progress') AS inProgressProjects,
        (SELECT COUNT(*) FROM projects p INNER JOIN charities ch ON ch.id = p.charityId
          WHERE p.consultantId = c.id AND p.status = 'completed' AND ch.revenue >= ? AND ch.revenue < ?) AS sameBandProjects,
        (SELECT COUNT(*) FROM projects p INNER JOIN charities ch ON ch.id = p.charityId
          WHERE p.consultantId = c.id AND p.status = 'completed' AND ch.primaryCause = ?) AS sameCauseProjects
      FROM (
        SELECT ranked.id FROM (
          SELECT c.id FROM consultants c WHERE c.isApproved = 1 AND ${expertise}
          ORDER BY c.availableNow DESC, c.id ASC LIMIT ?
        ) ranked
        UNION SELECT c.id FROM consultants c WHERE c.isApproved = 1 AND c.id IN (${include.map(() => '?').join(', ')})
      ) pool
      INNER JOIN consultants c ON c.id = pool.id INNER JOIN users u ON u.id = c.userId
      LEFT JOIN consultant_ratings rating ON rating.consultantId = c.id`;
    const params: unknown[] = [bandFrom, bandBelow, filter.cause ?? ''];
    if (filter.expertiseMask !== 0) params.push(filter.expertiseMask);
    params.push(filter.limit, ...include);
    return this.manager.query(sql, params);
  }

  /**
   * Answered and expired requests of these consultants (a decline of this need among them): one range of the
   * (consultantId, state) index per consultant. An `OR needId = ?` here made MariaDB read the whole table.
   */
  async answers(consultantIds: readonly number[]): Promise<AnswerRow[]> {
    if (consultantIds.length === 0) return [];
    const marks = consultantIds.map(() => '?').join(', ');
    return this.manager.query(
      `SELECT consultantId, needId, state, chosenAt, answeredAt FROM match_requests
       WHERE consultantId IN (${marks}) AND state IN ('accepted', 'declined', 'expired')`,
      [...consultantIds],
    );
  }
}
