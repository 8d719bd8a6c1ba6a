import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { AdminCharityMembershipFilter, AdminSortKey, CharityOrganisationFields, MembershipTier, ProjectStatus } from '../../../contracts';
import { rawBool, rawIso, toInstant } from '../../../database/raw-values';
import { orderByClause, SortColumns } from '../../../database/sort-order';
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

const SORT: SortColumns<AdminSortKey<'adminCharities'>> = {
  registeredAt: 'u.createdAt',
  organisation: 'u.organisation',
  membershipTier: ['c.membershipTier', 'u.createdAt'],
  membershipExpiry: 'c.membershipExpiry',
  lastSignInAt: 'u.lastLoginAt',
};

const SELECT = `SELECT c.id, c.userId, u.organisation, u.name AS contactName, u.email, u.username, u.phone, u.website,
       c.membershipTier, c.membershipActive, c.membershipExpiry, u.createdAt AS registeredAt, u.lastLoginAt AS lastSignInAt,
       c.registeredNumber, c.revenue, c.employeeCount, c.foundingYear, c.mission, c.primaryCause, c.location
  FROM charities c INNER JOIN users u ON u.id = c.userId`;

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

  /** One page and the count: two statements (charities are few next to audit rows; the filters have indexes). */
  async findPage(filter: CharityListFilter, request: PageRequest<AdminSortKey<'adminCharities'>>): Promise<[CharityAccountRow[], number]> {
    const [where, parameters] = this.where(filter);
    const order = request.sort ? orderByClause(request.sort, SORT, 'c.id') : 'u.createdAt DESC, c.id DESC';
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `${SELECT}${where} ORDER BY ${order} LIMIT ${Number(request.pageSize)} OFFSET ${Number((request.page - 1) * request.pageSize)}`,
      parameters,
    );
    const [count]: Array<{ total: number | string }> = await this.dataSource.query(`SELECT COUNT(*) AS total FROM charities c INNER JOIN users u ON u.id = c.userId${where}`, parameters);
    return [rows.map(toAccountRow), Number(count?.total ?? 0)];
  }

  async findById(id: number): Promise<CharityAccountRow | null> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(`${SELECT} WHERE c.id = ?`, [id]);
    return rows[0] ? toAccountRow(rows[0]) : null;
  }

  /** How many projects each charity has in each status: one grouped statement on projects.charityId. */
  async countProjects(charityIds: readonly number[]): Promise<Array<{ charityId: number; status: ProjectStatus; total: number }>> {
    if (!charityIds.length) return [];
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT charityId, status, COUNT(*) AS total FROM projects WHERE charityId IN (${charityIds.map(() => '?').join(', ')}) GROUP BY charityId, status`,
      [...charityIds],
    );
    return rows.map((row) => ({ charityId: Number(row.charityId), status: row.status as ProjectStatus, total: Number(row.total) }));
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
