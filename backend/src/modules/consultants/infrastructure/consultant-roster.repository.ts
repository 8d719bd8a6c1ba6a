import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { AdminSortKey } from '../../../contracts';
import { AppendOnlyTotals } from '../../../database/append-only-totals';
import { GrowingPage, growingListPage, PageSlice } from '../../../database/growing-list';
import { KeyKind, sortName } from '../../../database/keyset';
import { rawCount } from '../../../database/raw-values';
import { orderByClause, SortColumns, sortTerms } from '../../../database/sort-order';
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

/** The registered consultants' keys (issue 22): an account column ties on the user's id, a profile column on the profile's. */
const REGISTERED_KEY_KINDS: Record<string, KeyKind> = { id: 'id', createdAt: 'datetime', name: 'text', email: 'text', username: 'text', organisation: 'text?', yearsExperience: 'id', isApproved: 'id' };

/**
 * The admin lists of consultants: two statements per page (rows, count), joining only the to-one users
 * row, so LIMIT pages profiles. The users table is read, never written, here.
 */
@Injectable()
export class ConsultantRosterRepository {
  private readonly totals = new AppendOnlyTotals();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  page(filter: RosterFilter, offset: number, limit: number, sort?: SortRequest<RosterSortKey>): Promise<RosterRow[]> {
    const order = sort ? orderByClause(sort, SORT_COLUMNS, 'c.id') : ORDER[filter];
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM consultants c INNER JOIN users u ON u.id = c.userId WHERE ${WHERE[filter]} ORDER BY ${order} LIMIT ? OFFSET ?`,
      [limit, offset],
    );
  }

  /**
   * Every consultant profile (issue 22, 100,000 consultants), newest first unless sorted, a page at any depth
   * (growingListPage): the page's ids by keyset or from the nearer end (the consultants' own index, or the users'
   * index through the join for an account column), then only those rows. Profiles are never deleted (erasure
   * blanks their texts), so the total is counted once and then past it (AppendOnlyTotals).
   */
  registeredPage(slice: PageSlice & { sort?: SortRequest<AdminSortKey<'registeredConsultants'>> }): Promise<GrowingPage<RosterRow>> {
    const sort = slice.sort;
    // An account column ties on the user's id and reads its ids through the join, not the users' (role, column)
    // index alone: a dual-role owner (an admin with isConsultant) has a consultant profile without the consultant role.
    const byAccount = sort !== undefined && [SORT_COLUMNS[sort.key]].flat()[0].startsWith('u.');
    const id = byAccount ? 'u.id' : 'c.id';
    const filtered = () => {
      const query = this.dataSource.createQueryBuilder().from('consultants', 'c');
      return byAccount ? query.innerJoin('users', 'u', 'u.id = c.userId') : query;
    };
    return growingListPage<RosterRow & { profileId: number }>(
      {
        terms: sort ? sortTerms(sort, SORT_COLUMNS, id) : [['c.id', 'DESC']],
        sort: sortName(sort),
        kinds: REGISTERED_KEY_KINDS,
        ids: () => filtered().select(id, 'pageId'),
        rowsOf: async (pageIds, order) => {
          const rows = this.dataSource
            .createQueryBuilder()
            .select(COLUMNS)
            .from('consultants', 'c')
            .innerJoin('users', 'u', 'u.id = c.userId')
            .innerJoin(`(${pageIds.getQuery()})`, 'page', `page.pageId = ${id}`)
            .setParameters(pageIds.getParameters());
          for (const [term, direction] of order) rows.addOrderBy(term, direction);
          // The keyset reads its tie from the row's `id`: the account's for the account columns, the profile's otherwise.
          return (await rows.getRawMany<RosterRow>()).map((row) => ({ ...row, id: byAccount ? row.userId : row.id, profileId: row.id }));
        },
        total: () => this.totals.total('registered', this.dataSource.createQueryBuilder().from('consultants', 'c'), 'c.id', 'consultants'),
      },
      slice,
    ).then((page) => ({ ...page, rows: page.rows.map(({ profileId, ...row }) => ({ ...row, id: Number(profileId) })) }));
  }

  async count(filter: RosterFilter): Promise<number> {
    return rawCount(await this.dataSource.query(`SELECT COUNT(*) AS total FROM consultants c INNER JOIN users u ON u.id = c.userId WHERE ${WHERE[filter]}`));
  }

  async findOne(id: number): Promise<RosterRow | null> {
    const rows: RosterRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM consultants c INNER JOIN users u ON u.id = c.userId WHERE c.id = ?`, [id]);
    return rows[0] ?? null;
  }
}
