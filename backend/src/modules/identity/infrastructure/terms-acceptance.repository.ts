import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Not } from 'typeorm';

import { AdminSortKey, USER_ROLES } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { AppendOnlyTotals } from '../../../database/append-only-totals';
import { GrowingList, GrowingPage, growingListPage, growingListRows, joinPage, PageSlice } from '../../../database/growing-list';
import { enumKeyKind, KeyKind, sortName } from '../../../database/keyset';
import { SortColumns, SqlDirection, sortTerms } from '../../../database/sort-order';
import type { SortRequest } from '../../../kernel/page-request';
import { TermsAcceptanceEntity } from './terms-acceptance.entity';

export type NewTermsAcceptance = Pick<TermsAcceptanceEntity, 'userId' | 'termsVersion' | 'acceptedAt' | 'ipAddress' | 'userAgent'>;

/** An acceptance with the account that made it (the admins' signed-terms list, D7). */
export interface SignedTermsRow {
  id: number;
  termsVersion: string;
  acceptedAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
  name: string;
  email: string;
  username: string;
  role: string;
  /** The account's name and role as copied onto the acceptance (migration 1799250000001): the sorts' keys. */
  accountName: string;
  accountRole: string;
}

const COLUMNS = 'ta.id AS id, ta.termsVersion AS termsVersion, ta.acceptedAt AS acceptedAt, ta.ipAddress AS ipAddress, ta.userAgent AS userAgent, u.name AS name, u.email AS email, u.username AS username, u.role AS role, ta.accountName AS accountName, ta.accountRole AS accountRole';
const WITH_USER = `SELECT ${COLUMNS} FROM terms_acceptance ta INNER JOIN users u ON u.id = ta.userId`;

const SORT_COLUMNS: SortColumns<AdminSortKey<'signedTerms'>> = {
  termsAcceptedAt: 'ta.acceptedAt',
  name: 'ta.accountName',
  role: 'ta.accountRole',
  termsVersion: 'ta.termsVersion',
};
const NEWEST_FIRST: Array<[string, SqlDirection]> = [['ta.id', 'DESC']];
const KEY_KINDS: Record<string, KeyKind> = { id: 'id', acceptedAt: 'datetime', termsVersion: 'text', accountName: 'text' };

/** Terms and privacy acceptances (D7, D14): one row per acceptance with what the server saw. */
@Injectable()
export class TermsAcceptanceRepository extends AmbientRepository {
  private readonly totals = new AppendOnlyTotals();

  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async insert(row: NewTermsAcceptance): Promise<void> {
    await this.manager.insert(TermsAcceptanceEntity, row);
  }

  /** Oldest first. */
  historyOf(userId: number): Promise<TermsAcceptanceEntity[]> {
    return this.manager.find(TermsAcceptanceEntity, { where: { userId }, order: { acceptedAt: 'ASC', id: 'ASC' } });
  }

  /** Erasure (D19): the acceptances stay as a pseudonymous record of what was agreed when; where from is personal. */
  async forgetOrigin(userId: number): Promise<void> {
    await this.manager.update(TermsAcceptanceEntity, { userId, ipAddress: Not(IsNull()) }, { ipAddress: null });
    await this.manager.update(TermsAcceptanceEntity, { userId, userAgent: Not(IsNull()) }, { userAgent: null });
  }

  /**
   * Newest first unless sorted, a page at any depth (issue 22, growingListPage): the page's ids by keyset or from
   * the nearer end, then those acceptances with their accounts. One row per member and terms version, never
   * deleted (erasure keeps them, D19): the total is counted once and then past it (AppendOnlyTotals).
   */
  pageWithUsers(slice: PageSlice & { sort?: SortRequest<AdminSortKey<'signedTerms'>> }): Promise<GrowingPage<SignedTermsRow>> {
    return growingListPage({ ...this.list(slice.sort), total: () => this.totals.total('all', this.manager.createQueryBuilder(TermsAcceptanceEntity, 'ta'), 'ta.id', 'terms_acceptance') }, slice);
  }

  /** Every acceptance with its account in the list's order, a keyset batch at a time (the CSV export). */
  rowsWithUsers(sort?: SortRequest<AdminSortKey<'signedTerms'>>): AsyncGenerator<SignedTermsRow> {
    return growingListRows(this.list(sort));
  }

  /**
   * Every sort reads one index of terms_acceptance (the date's, the version's, and the account's name and role as
   * copied onto each acceptance by the database: migrations 1799230000000, 1799250000001) and joins the account only
   * for the page. The role's copy is an ENUM on MariaDB, ordered by declaration (USER_ROLES), and text on SQLite.
   */
  private list(sort: SortRequest<AdminSortKey<'signedTerms'>> | undefined): Omit<GrowingList<SignedTermsRow>, 'total'> {
    return {
      terms: sort ? sortTerms(sort, SORT_COLUMNS, 'ta.id') : NEWEST_FIRST,
      sort: sortName(sort),
      kinds: { ...KEY_KINDS, accountRole: enumKeyKind(this.dataSource.options.type, USER_ROLES) },
      ids: () => this.manager.createQueryBuilder(TermsAcceptanceEntity, 'ta').select('ta.id', 'pageId'),
      rowsOf: (pageIds, order) =>
        joinPage(this.manager.createQueryBuilder(TermsAcceptanceEntity, 'ta').select(COLUMNS).innerJoin('users', 'u', 'u.id = ta.userId'), pageIds, order).getRawMany<SignedTermsRow>(),
    };
  }

  async findWithUser(id: number): Promise<SignedTermsRow | null> {
    const rows: SignedTermsRow[] = await this.manager.query(`${WITH_USER} WHERE ta.id = ?`, [id]);
    return rows[0] ?? null;
  }
}
