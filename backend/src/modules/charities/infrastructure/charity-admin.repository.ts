import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AdminCharityMembershipFilter, AdminSortKey, CharityOrganisationFields, MEMBERSHIP_TIERS, MembershipTier, PROJECT_STATUSES, ProjectStatus } from '../../../contracts';
import { AppendOnlyTotals } from '../../../database/append-only-totals';
import { cappedTotal } from '../../../database/capped-total';
import { GrowingPage, growingListPage, PageSlice } from '../../../database/growing-list';
import { enumKeyKind, KeyKind, sortName } from '../../../database/keyset';
import { rawBool, rawIso, toInstant } from '../../../database/raw-values';
import { SortColumns, sortTerms } from '../../../database/sort-order';
import { toDateOnly } from '../../../kernel/calendar-date';
import type { SortRequest } from '../../../kernel/page-request';
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

/** A charity's key values as the driver read them, under the sort terms' column names, with the row it lists. */
type KeyedRow = Record<string, unknown> & { charity: CharityListRow };

const KEY_KINDS: Record<string, KeyKind> = { id: 'id', createdAt: 'datetime', organisation: 'text?', lastLoginAt: 'datetime?', membershipExpiry: 'date?' };

function toListRow(row: Record<string, unknown>): CharityListRow {
  return { ...toAccountRow(row), projectCounts: Object.fromEntries(PROJECT_STATUSES.map((status) => [status, Number(row[`projects_${status}`] ?? 0)])) as Record<ProjectStatus, number> };
}

/** The admins' read side of charities (issue 16): accounts, their projects and requests. Reads only. */
@Injectable()
export class CharityAdminRepository {
  private readonly totals = new AppendOnlyTotals();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One page with its project counts (issue 22, 100,000 charities), at any depth through the sort's index
   * (growingListPage): the page's ids by keyset from a cursor, or from the nearer end by number (at most the depth
   * limit); then only those charities and their users by key. A sort on the users' columns without a filter walks
   * the users' (role, column) index over the charity accounts (every charity account has its charities row and the
   * other way round: registration writes both in one transaction, erasure keeps both); other filters join the two.
   * Charities are never deleted (erasure tombstones the account), so the whole list's total is counted once and then
   * past it (AppendOnlyTotals); a filter's rows change (tier, membership, names), so its total is capped.
   */
  findPage(filter: CharityListFilter, slice: PageSlice & { sort?: SortRequest<AdminSortKey<'adminCharities'>> }): Promise<GrowingPage<CharityListRow>> {
    const sort = slice.sort ?? { key: 'registeredAt' as const, order: 'desc' as const };
    const [column, id] = SORT[sort.key];
    const byAccountIndex = column.startsWith('u.') && !filter.search && !filter.tier && !filter.membership;
    const filtered = () => {
      if (byAccountIndex) return this.dataSource.createQueryBuilder().from('users', 'u').where("u.role = 'charity'");
      const query = this.dataSource.createQueryBuilder().from('charities', 'c');
      if (filter.search || column.startsWith('u.')) query.innerJoin('users', 'u', 'u.id = c.userId');
      const [where, parameters] = this.where(filter);
      return query.where(where || '1 = 1', parameters);
    };
    const unfiltered = !filter.search && !filter.tier && !filter.membership;
    return growingListPage<KeyedRow>(
      {
        terms: sortTerms(sort, { [sort.key]: column } as SortColumns<AdminSortKey<'adminCharities'>>, id),
        sort: sortName(slice.sort),
        kinds: { ...KEY_KINDS, membershipTier: enumKeyKind(this.dataSource.options.type, MEMBERSHIP_TIERS) },
        ids: () => filtered().select(id, 'pageId'),
        rowsOf: async (pageIds, order) => {
          const rows = this.dataSource
            .createQueryBuilder()
            .select(`${SELECT_COLUMNS.slice('SELECT '.length)}, ${PROJECT_COUNTS}, u.createdAt AS createdAt, u.lastLoginAt AS lastLoginAt`)
            .from('charities', 'c')
            .innerJoin('users', 'u', 'u.id = c.userId')
            .innerJoin(`(${pageIds.getQuery()})`, 'page', `page.pageId = ${id}`)
            .setParameters(pageIds.getParameters());
          for (const [term, direction] of order) rows.addOrderBy(term, direction);
          // The keyset reads its tie from the row's `id`: the account's for the users' sorts, the charity's otherwise.
          return (await rows.getRawMany<Record<string, unknown>>()).map((row) => ({ ...row, id: id === 'u.id' ? row.userId : row.id, charity: toListRow(row) }));
        },
        total: () => (unfiltered ? this.totals.total('all', this.dataSource.createQueryBuilder().from('charities', 'c'), 'c.id', 'charities') : cappedTotal(filtered())),
      },
      slice,
    ).then((page) => ({ ...page, rows: page.rows.map((row) => row.charity) }));
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

  private where(filter: CharityListFilter): [string, Record<string, unknown>] {
    const terms: string[] = [];
    const parameters: Record<string, unknown> = {};
    if (filter.tier) {
      terms.push('c.membershipTier = :tier');
      parameters.tier = filter.tier;
    }
    if (filter.membership) {
      terms.push('c.membershipActive = :active');
      parameters.active = filter.membership === 'active' ? 1 : 0;
    }
    if (filter.search) {
      terms.push("(u.organisation LIKE :pattern ESCAPE '!' OR u.name LIKE :pattern ESCAPE '!' OR u.email LIKE :pattern ESCAPE '!')");
      parameters.pattern = containsPattern(filter.search);
    }
    return [terms.join(' AND '), parameters];
  }
}
