import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AdminCharityMembershipFilter, AdminSortKey, CharityOrganisationFields, MembershipTier, PROJECT_STATUSES, ProjectStatus } from '../../../contracts';
import { rawBool, rawIso, toInstant } from '../../../database/raw-values';
import { idsFirstPage, PageIds } from '../../../database/member-list-page';
import { SortColumns, sortTerms } from '../../../database/sort-order';
import { toDateOnly } from '../../../kernel/calendar-date';
import type { PageRequest } from '../../../kernel/page-request';
import { containsPattern } from '../../../database/like-pattern';

export interface CharityListFilter {
  tier?: MembershipTier;
  membership?: AdminCharityMembershipFilter;
  /** Matched anywhere in the organisation, the contact's name or the e-mail. */
  search?: string;
}

export interface CharityAccountRow extends CharityOrganisationFields {
  id: number;
  userId: number;
  organisation: string | null;
  contactName: string;
  email: string;
  username: string;
  phone: string | null;
  website: string | null;
  membershipTier: MembershipTier;
  membershipActive: boolean;
  membershipExpiry: string | null;
  registeredAt: string;
  lastSignInAt: string | null;
}

export interface CharityProjectRow {
  id: number;
  title: string;
  status: ProjectStatus;
  createdAt: Date;
  consultantName: string | null;
}

export interface CharityRequestRow {
  id: number;
  type: string;
  status: string;
  createdAt: Date;
  handledAt: Date | null;
}

/** A page's charities with how many projects each has in each status (`projects_<status>`). */
export interface CharityListRow extends CharityAccountRow {
  projectCounts: Record<ProjectStatus, number>;
}

/**
 * Issue 22: each sort is its own index's order, ending on that table's id (the index's last column on MariaDB's
 * extended keys and SQLite's rowid), so a page's ids are read from the index alone. The users' sorts tie on the
 * user's id, the charities' on the charity's (within a tier: the charity's id, i.e. registration order).
 */
const SORT: Record<AdminSortKey<'adminCharities'>, [column: string, id: string]> = {
  registeredAt: ['u.createdAt', 'u.id'],
  organisation: ['u.organisation', 'u.id'],
  membershipTier: ['c.membershipTier', 'c.id'],
  membershipExpiry: ['c.membershipExpiry', 'c.id'],
  lastSignInAt: ['u.lastLoginAt', 'u.id'],
};

/** A page's project counts by status: one range of projects' charityId index per status and row (50 × 5 at most). */
const PROJECT_COUNTS = PROJECT_STATUSES.map((status) => `(SELECT COUNT(*) FROM projects p WHERE p.charityId = c.id AND p.status = '${status}') AS projects_${status}`).join(',\n       ');

const SELECT_COLUMNS = `SELECT c.id, c.userId, u.organisation, u.name AS contactName, u.email, u.username, u.phone, u.website,
       c.membershipTier, c.membershipActive, c.membershipExpiry, u.createdAt AS registeredAt, u.lastLoginAt AS lastSignInAt,
       c.registeredNumber, c.revenue, c.employeeCount, c.foundingYear, c.mission, c.primaryCause, c.location`;
const SELECT = `${SELECT_COLUMNS}\n  FROM charities c INNER JOIN users u ON u.id = c.userId`;

function toAccountRow(row: Record<string, unknown>): CharityAccountRow {
  const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
  return {
    id: Number(row.id),
    userId: Number(row.userId),
    organisation: text(row.organisation),
    contactName: String(row.contactName),
    email: String(row.email),
    username: String(row.username),
    phone: text(row.phone),
    website: text(row.website),
    membershipTier: row.membershipTier as MembershipTier,
    membershipActive: rawBool(row.membershipActive),
    membershipExpiry: toDateOnly(row.membershipExpiry as string | Date | null),
    registeredAt: rawIso(row.registeredAt as string | Date) ?? '',
    lastSignInAt: rawIso(row.lastSignInAt as string | Date | null),
    registeredNumber: text(row.registeredNumber),
    revenue: Number(row.revenue),
    employeeCount: Number(row.employeeCount),
    foundingYear: Number(row.foundingYear),
    mission: text(row.mission),
    primaryCause: text(row.primaryCause),
    location: text(row.location),
  };
}

/** The admins' read side of charities (issue 16): accounts, their projects and requests. Reads only. */
@Injectable()
export class CharityAdminRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One page with its project counts, and the total: two statements. Issue 22 (100,000 charities): the page's ids
   * come first from a derived table that walks the sort's index (charity ids and sort columns only, no row read),
   * from the nearer end of the list (a page past the middle is read backwards); then only those 50 charities and
   * their users are read by primary key. The total is a count of the charities' userId index (a join only when a
   * filter is on the users). Pages by number at any depth (the CSV export reads every page).
   */
  async findPage(filter: CharityListFilter, request: PageRequest<AdminSortKey<'adminCharities'>>): Promise<[CharityListRow[], number]> {
    const [where, parameters] = this.where(filter);
    const [countRow]: Array<{ total: number | string }> = await this.dataSource.query(
      `SELECT COUNT(*) AS total FROM charities c${filter.search ? ' INNER JOIN users u ON u.id = c.userId' : ''}${where}`,
      parameters,
    );
    const total = Number(countRow?.total ?? 0);
    const sort = request.sort ?? { key: 'registeredAt' as const, order: 'desc' as const };
    const [column, id] = SORT[sort.key];
    const terms = sortTerms(sort, { [sort.key]: column } as SortColumns<AdminSortKey<'adminCharities'>>, id);
    const sql = idsFirstPage(`${SELECT_COLUMNS}, ${PROJECT_COUNTS}`, 'charities', this.pageIds(filter, column, where), terms, {
      offset: (request.page - 1) * request.pageSize,
      limit: request.pageSize,
      total,
    });
    const rows: Array<Record<string, unknown>> = sql ? await this.dataSource.query(sql, parameters) : [];
    return [rows.map((row) => ({ ...toAccountRow(row), projectCounts: Object.fromEntries(PROJECT_STATUSES.map((status) => [status, Number(row[`projects_${status}`] ?? 0)])) as Record<ProjectStatus, number> })), total];
  }

  async findById(id: number): Promise<CharityAccountRow | null> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(`${SELECT} WHERE c.id = ?`, [id]);
    return rows[0] ? toAccountRow(rows[0]) : null;
  }

  /** The charity's projects, newest first, with the assigned consultant's full name. */
  async findProjects(charityId: number, limit: number): Promise<CharityProjectRow[]> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT p.id, p.title, p.status, p.createdAt, cu.name AS consultantName
         FROM projects p
         LEFT JOIN consultants co ON co.id = p.consultantId
         LEFT JOIN users cu ON cu.id = co.userId
        WHERE p.charityId = ?
        ORDER BY p.createdAt DESC, p.id DESC
        LIMIT ${Number(limit)}`,
      [charityId],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      title: String(row.title),
      status: row.status as ProjectStatus,
      createdAt: toInstant(row.createdAt as Date | string),
      consultantName: row.consultantName === null || row.consultantName === undefined ? null : String(row.consultantName),
    }));
  }

  async findRequests(charityId: number, limit: number): Promise<CharityRequestRow[]> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT id, kind, status, createdAt, handledAt FROM membership_requests WHERE charityId = ? ORDER BY createdAt DESC, id DESC LIMIT ${Number(limit)}`,
      [charityId],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      type: String(row.kind),
      status: String(row.status),
      createdAt: toInstant(row.createdAt as Date | string),
      handledAt: row.handledAt === null || row.handledAt === undefined ? null : toInstant(row.handledAt as Date | string),
    }));
  }

  /**
   * The page's ids (selected as `pageKey`) and the charities' column they match, read from one table's index when
   * the filters allow: a sort on a charities' column without a search walks that column's index on charities; a
   * sort on a users' column without any filter walks the users' (role, column) index over the charity accounts
   * (every charity account has its charities row and the other way round: registration writes both in one
   * transaction, nothing deletes one without the other). Other filters join the two tables.
   */
  private pageIds(filter: CharityListFilter, column: string, where: string): PageIds {
    if (column.startsWith('c.') && !filter.search) return { sql: `SELECT c.id AS pageKey FROM charities c${where}`, key: 'c.id' };
    if (!filter.search && !filter.tier && !filter.membership) return { sql: "SELECT u.id AS pageKey FROM users u WHERE u.role = 'charity'", key: 'c.userId' };
    return { sql: `SELECT c.id AS pageKey FROM charities c INNER JOIN users u ON u.id = c.userId${where}`, key: 'c.id' };
  }

  private where(filter: CharityListFilter): [string, unknown[]] {
    const terms: string[] = [];
    const parameters: unknown[] = [];
    if (filter.tier) {
      terms.push('c.membershipTier = ?');
      parameters.push(filter.tier);
    }
    if (filter.membership) {
      terms.push('c.membershipActive = ?');
      parameters.push(filter.membership === 'active' ? 1 : 0);
    }
    if (filter.search) {
      terms.push("(u.organisation LIKE ? ESCAPE '!' OR u.name LIKE ? ESCAPE '!' OR u.email LIKE ? ESCAPE '!')");
      const pattern = containsPattern(filter.search);
      parameters.push(pattern, pattern, pattern);
    }
    return [terms.length ? ` WHERE ${terms.join(' AND ')}` : '', parameters];
  }
}
