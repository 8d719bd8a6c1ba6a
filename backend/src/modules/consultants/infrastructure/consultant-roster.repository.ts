import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { AdminSortKey } from '../../../contracts';
import { AppendOnlyTotals } from '../../../database/append-only-totals';
import { cappedTotal } from '../../../database/capped-total';
import { GrowingList, GrowingPage, growingListPage, growingListRows, joinPage, PageSlice } from '../../../database/growing-list';
import { KeyKind, sortName } from '../../../database/keyset';
import { SortColumns, sortTerms, SqlDirection } from '../../../database/sort-order';
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
  /** The profile's copies of the account's sort columns (migration 1799250000000): the page's cursors read these. */
  accountCreatedAt: Date | string;
  accountName: string;
  accountEmail: string;
  accountUsername: string;
  accountOrganisation: string | null;
}

/** Which consultants an admin list shows. */
export type RosterFilter = 'pendingApplications' | 'all' | 'needsOnboarding' | 'approved';

const COLUMNS =
  'c.id, c.userId, c.expertise, c.yearsExperience, c.availability, c.linkedin, c.profileSummary, c.previousExperience, c.isApproved, ' +
  'u.name, u.email, u.username, u.phone, u.organisation, u.website, u.bio, u.mustChangePassword, u.hasAcceptedTerms, u.createdAt, ' +
  // The profile's copies of its account's sort columns, read so a page's cursors carry exactly the keyed values.
  'c.accountCreatedAt, c.accountName, c.accountEmail, c.accountUsername, c.accountOrganisation';

/**
 * The list a profile is on, kept by the database (migration 1799250000000, `rosterState`): an application in the
 * queue, a reviewed application not approved, approved and still onboarding, approved and onboarded.
 */
const ROSTER_STATE = { queued: 0, onboarding: 2 } as const;

/** Every filter reads the consultants table alone, through an index led by its column. */
const WHERE: Record<RosterFilter, string> = {
  pendingApplications: `c.rosterState = ${ROSTER_STATE.queued}`,
  all: '1 = 1',
  needsOnboarding: `c.rosterState = ${ROSTER_STATE.onboarding}`,
  approved: 'c.isApproved = 1',
};

/** Applications oldest first (a queue); every other list newest first. */
const ORDER: Record<RosterFilter, SqlDirection> = {
  pendingApplications: 'ASC',
  all: 'DESC',
  needsOnboarding: 'DESC',
  approved: 'DESC',
};

export type RosterSortKey = AdminSortKey<'consultantApplications' | 'registeredConsultants' | 'preListedConsultants'>;

/** The account's columns sort by the profile's copies of them (kept by the database's triggers), so under the profile's indexes. */
const SORT_COLUMNS: SortColumns<RosterSortKey> = {
  createdAt: 'c.accountCreatedAt',
  name: 'c.accountName',
  email: 'c.accountEmail',
  username: 'c.accountUsername',
  organisation: 'c.accountOrganisation',
  yearsExperience: 'c.yearsExperience',
  isApproved: 'c.isApproved',
};

/** What a cursor's values are: the copies of the account's columns (the organisation may be NULL), the profile's. */
const KEY_KINDS: Record<string, KeyKind> = {
  id: 'id',
  accountCreatedAt: 'datetime',
  accountName: 'text',
  accountEmail: 'text',
  accountUsername: 'text',
  accountOrganisation: 'text?',
  yearsExperience: 'id',
  isApproved: 'id',
};

/**
 * The admin lists of consultants (registered, applications, still onboarding, the credentials grid), at any depth
 * in any sort (issue 22): the page's ids from one index of the consultants table (the filter's column, then the
 * sort's, then the id: migration 1799250000000), then only those rows with their accounts by primary key.
 * The users table is read, never written, here.
 */
@Injectable()
export class ConsultantRosterRepository {
  /** Profiles are never deleted (erasure anonymises the account), so every profile's count is kept past its last id. */
  private readonly totals = new AppendOnlyTotals();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * A page by number near either end or by cursor (growingListPage). Totals: every profile's count kept past its last
   * id; a filtered list's capped, as its rows come and go.
   */
  cursorPage(filter: RosterFilter, slice: PageSlice & { sort?: SortRequest<RosterSortKey> }): Promise<GrowingPage<RosterRow>> {
    const list = this.list(filter, slice.sort);
    const total = () => (filter === 'all' ? this.totals.total('all', this.dataSource.createQueryBuilder().from('consultants', 'c'), 'c.id', 'consultants') : cappedTotal(this.filtered(filter)));
    return growingListPage<RosterRow>({ ...list, total }, slice);
  }

  private list(filter: RosterFilter, sort?: SortRequest<RosterSortKey>): Omit<GrowingList<RosterRow>, 'total'> {
    return {
      terms: sort ? sortTerms(sort, SORT_COLUMNS, 'c.id') : [['c.id', ORDER[filter]]],
      sort: sortName(sort),
      kinds: KEY_KINDS,
      ids: () => this.filtered(filter).select('c.id', 'pageId'),
      rowsOf: (pageIds, order) => {
        const rows = this.dataSource.createQueryBuilder().select(COLUMNS).from('consultants', 'c').innerJoin('users', 'u', 'u.id = c.userId');
        return joinPage(rows, pageIds, order).getRawMany<RosterRow>();
      },
    };
  }

  private filtered(filter: RosterFilter) {
    return this.dataSource.createQueryBuilder().from('consultants', 'c').where(WHERE[filter]);
  }

  /** Every profile of a list in its order, a keyset batch at a time (growingListRows): no offset, no cap. */
  rows(filter: RosterFilter): AsyncGenerator<RosterRow> {
    return growingListRows<RosterRow>(this.list(filter));
  }

  async findOne(id: number): Promise<RosterRow | null> {
    const rows: RosterRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM consultants c INNER JOIN users u ON u.id = c.userId WHERE c.id = ?`, [id]);
    return rows[0] ?? null;
  }
}
