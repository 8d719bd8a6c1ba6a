import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AdminSortKey, REGISTERED_CONSULTANT_SORTS_BY_NUMBER } from '../../../contracts';
import { AppendOnlyTotals } from '../../../database/append-only-totals';
import { cappedTotal } from '../../../database/capped-total';
import { GrowingPage, growingListPage, PageSlice } from '../../../database/growing-list';
import { KeyKind, sortName } from '../../../database/keyset';
import { rawCount } from '../../../database/raw-values';
import { idsFirstPage } from '../../../database/member-list-page';
import { orderByClause, SortColumns, sortTerms, SqlDirection } from '../../../database/sort-order';
import type { SortRequest } from '../../../kernel/page-request';

/** A consultant profile with its account, as both engines return it (see database/raw-values.ts). */
export interface RosterRow {
  id: number;
  userId: number;
  expertise: string;
  yearsExperience: number;
  availability: number | boolean;
  linkedin: string | null;
  profileSummary: string | null;
  previousExperience: string | null;
  isApproved: number | boolean;
  name: string;
  email: string;
  username: string;
  phone: string | null;
  organisation: string | null;
  website: string | null;
  bio: string | null;
  mustChangePassword: number | boolean;
  hasAcceptedTerms: number | boolean;
  createdAt: Date | string;
}

/** Which consultants an admin list shows. */
export type RosterFilter = 'pendingApplications' | 'all' | 'needsOnboarding' | 'approved';

const COLUMNS =
  'c.id, c.userId, c.expertise, c.yearsExperience, c.availability, c.linkedin, c.profileSummary, c.previousExperience, c.isApproved, ' +
  'u.name, u.email, u.username, u.phone, u.organisation, u.website, u.bio, u.mustChangePassword, u.hasAcceptedTerms, u.createdAt';

/** Unreviewed and unapproved: the review row (unique per consultant) is what takes an application off the queue. */
const WHERE: Record<RosterFilter, string> = {
  pendingApplications: 'c.isApproved = 0 AND NOT EXISTS (SELECT 1 FROM consultant_application_reviews r WHERE r.consultantId = c.id)',
  all: '1 = 1',
  needsOnboarding: 'c.isApproved = 1 AND (u.mustChangePassword = 1 OR u.hasAcceptedTerms = 0)',
  approved: 'c.isApproved = 1',
};

/** Applications oldest first (a queue); every other list newest first. */
const ORDER: Record<RosterFilter, string> = {
  pendingApplications: 'c.id ASC',
  all: 'c.id DESC',
  needsOnboarding: 'c.id DESC',
  approved: 'c.id DESC',
};

export type RosterSortKey = AdminSortKey<'consultantApplications' | 'registeredConsultants' | 'preListedConsultants'>;

const SORT_COLUMNS: SortColumns<RosterSortKey> = {
  createdAt: 'u.createdAt',
  name: 'u.name',
  email: 'u.email',
  username: 'u.username',
  organisation: 'u.organisation',
  yearsExperience: 'c.yearsExperience',
  isApproved: 'c.isApproved',
};

/** The admin lists read by cursor (issue 22); the credentials grid (`approved`) still pages by number. */
export type CursorRosterFilter = Exclude<RosterFilter, 'approved'>;

/** What a cursor's values are: the account's columns, the profile's, and the two ids a list ends on. */
const KEY_KINDS: Record<string, KeyKind> = { id: 'id', userId: 'id', createdAt: 'datetime', name: 'text', email: 'text', username: 'text', yearsExperience: 'id', isApproved: 'id' };

/**
 * The sorts read by keyset through an index (issue 22): the account's columns walk the users' index of the column
 * (ties on the account's id), the profile's the consultants' (ties on the profile's id). The rest page by number
 * (registeredPage, ids first from the nearer end): see REGISTERED_CONSULTANT_SORTS_BY_NUMBER.
 */
const BY_NUMBER_ONLY = new Set<string>(REGISTERED_CONSULTANT_SORTS_BY_NUMBER);

/**
 * The admin lists of consultants: two statements per page (rows, count), joining only the to-one users
 * row, so LIMIT pages profiles. The users table is read, never written, here.
 */
@Injectable()
export class ConsultantRosterRepository {
  /** Profiles are never deleted (erasure anonymises the account), so every profile's count is kept past its last id. */
  private readonly totals = new AppendOnlyTotals();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether a list in this sort is read by cursor (cursorPage) rather than by number only (page, registeredPage). */
  readsByCursor(sort?: SortRequest<RosterSortKey>): boolean {
    return sort === undefined || !BY_NUMBER_ONLY.has(sort.key);
  }

  /**
   * A page of registered consultants, applications or consultants still onboarding at any depth (issue 22,
   * growingListPage): the page's ids from the sort's index (the users' for an account column of the whole list,
   * the consultants' primary key or column otherwise), then only those rows.
   * Totals: every profile's count kept past its last id; a filtered list's capped, as its rows come and go (counted
   * from the profiles whatever the sort: up to 10,001 of them, each with its account by primary key).
   */
  cursorPage(filter: CursorRosterFilter, slice: PageSlice & { sort?: SortRequest<RosterSortKey> }): Promise<GrowingPage<RosterRow>> {
    const byAccount = slice.sort !== undefined && [SORT_COLUMNS[slice.sort.key]].flat()[0].startsWith('u.');
    const terms: Array<[string, SqlDirection]> = !slice.sort
      ? [['c.id', ORDER[filter].endsWith('ASC') ? 'ASC' : 'DESC']]
      : // The user name is unique: its index alone gives the order (with the id after it, MariaDB would sort).
        slice.sort.key === 'username'
        ? [['u.username', slice.sort.order === 'desc' ? 'DESC' : 'ASC']]
        : sortTerms(slice.sort, SORT_COLUMNS, byAccount ? 'u.id' : 'c.id');
    // Every consultant's list sorted by an account column walks the users' index in its order, each account's
    // profile looked up by its unique userId: a join would let MariaDB start from the profiles and sort them all; a
    // scalar subquery per account keeps the walk in index order, so it stops after the page's rows (plus the
    // accounts in between that are not consultants': charities' and admins'). A filtered list (applications, still
    // onboarding) does not: under a filter MariaDB reads a deep page by number from a whole scan of the accounts
    // (1.4 s at 200,000 accounts), so there the profiles are joined to their accounts and sorted as before.
    const walkAccounts = byAccount && filter === 'all';
    const key = walkAccounts ? 'u.id' : 'c.id';
    const filtered = (walk = walkAccounts) =>
      walk
        ? this.dataSource.createQueryBuilder().from('users', 'u').where(`(SELECT c.id FROM consultants c WHERE c.userId = u.id AND ${WHERE[filter]}) IS NOT NULL`)
        : this.profiles(filter, byAccount).where(WHERE[filter]);
    return growingListPage<RosterRow>(
      {
        terms,
        sort: sortName(slice.sort),
        kinds: KEY_KINDS,
        fields: terms.map(([column]) => (column === 'u.id' ? 'userId' : column.slice(column.lastIndexOf('.') + 1))),
        ids: () => filtered().select(key, 'pageId'),
        rowsOf: async (pageIds, order) => {
          const rows = this.dataSource
            .createQueryBuilder()
            .select(COLUMNS)
            .from('consultants', 'c')
            .innerJoin('users', 'u', 'u.id = c.userId')
            .innerJoin(`(${pageIds.getQuery()})`, 'page', `page.pageId = ${key}`)
            .setParameters(pageIds.getParameters());
          for (const [column, direction] of order) rows.addOrderBy(column, direction);
          return rows.getRawMany<RosterRow>();
        },
        total: () => (filter === 'all' ? this.totals.total('all', this.dataSource.createQueryBuilder().from('consultants', 'c'), 'c.id', 'consultants') : cappedTotal(filtered(false))),
      },
      slice,
    );
  }

  page(filter: RosterFilter, offset: number, limit: number, sort?: SortRequest<RosterSortKey>): Promise<RosterRow[]> {
    const order = sort ? orderByClause(sort, SORT_COLUMNS, 'c.id') : ORDER[filter];
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM consultants c INNER JOIN users u ON u.id = c.userId WHERE ${WHERE[filter]} ORDER BY ${order} LIMIT ? OFFSET ?`,
      [limit, offset],
    );
  }

  /**
   * Every consultant profile (issue 22, 100,000 consultants): the count of consultants' primary key, then the page's
   * ids in the sort's order (the consultants' own index, or the users' index through the join for an account
   * column), from the nearer end, and only those rows. Newest profile first unless sorted.
   */
  async registeredPage(offset: number, limit: number, sort?: SortRequest<AdminSortKey<'registeredConsultants'>>): Promise<[RosterRow[], number]> {
    const total = rawCount(await this.dataSource.query('SELECT COUNT(*) AS total FROM consultants c'));
    // An account column ties on the user's id and reads its ids through the join, not the users' (role, column)
    // index alone: a dual-role owner (an admin with isConsultant) has a consultant profile without the consultant role.
    const byAccount = sort !== undefined && [SORT_COLUMNS[sort.key]].flat()[0].startsWith('u.');
    const terms: Array<[string, SqlDirection]> = sort ? sortTerms(sort, SORT_COLUMNS, byAccount ? 'u.id' : 'c.id') : [['c.id', 'DESC']];
    const ids = byAccount ? { sql: 'SELECT c.userId AS pageKey FROM consultants c INNER JOIN users u ON u.id = c.userId', key: 'c.userId' } : { sql: 'SELECT c.id AS pageKey FROM consultants c', key: 'c.id' };
    const sql = idsFirstPage(`SELECT ${COLUMNS}`, 'consultants', ids, terms, { offset, limit, total });
    return [sql ? await this.dataSource.query(sql) : [], total];
  }

  /** The profiles a filter reads, joined to their accounts only when the filter or the sort reads an account's column. */
  private profiles(filter: RosterFilter, sortedByAccount = false) {
    const query = this.dataSource.createQueryBuilder().from('consultants', 'c');
    return sortedByAccount || WHERE[filter].includes('u.') ? query.innerJoin('users', 'u', 'u.id = c.userId') : query;
  }

  async count(filter: RosterFilter): Promise<number> {
    return rawCount(await this.dataSource.query(`SELECT COUNT(*) AS total FROM consultants c INNER JOIN users u ON u.id = c.userId WHERE ${WHERE[filter]}`));
  }

  async findOne(id: number): Promise<RosterRow | null> {
    const rows: RosterRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM consultants c INNER JOIN users u ON u.id = c.userId WHERE c.id = ?`, [id]);
    return rows[0] ?? null;
  }
}
