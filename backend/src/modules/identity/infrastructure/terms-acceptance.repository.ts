import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Not } from 'typeorm';

import type { AdminSortKey } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { AppendOnlyTotals } from '../../../database/append-only-totals';
import { GrowingList, GrowingPage, growingListPage, growingListRows, PageSlice } from '../../../database/growing-list';
import { KeyKind, sortName } from '../../../database/keyset';
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
}

const COLUMNS = 'ta.id AS id, ta.termsVersion AS termsVersion, ta.acceptedAt AS acceptedAt, ta.ipAddress AS ipAddress, ta.userAgent AS userAgent, u.name AS name, u.email AS email, u.username AS username, u.role AS role';
const WITH_USER = `SELECT ${COLUMNS} FROM terms_acceptance ta INNER JOIN users u ON u.id = ta.userId`;

const SORT_COLUMNS: SortColumns<AdminSortKey<'signedTerms'>> = {
  termsAcceptedAt: 'ta.acceptedAt',
  name: 'u.name',
  role: 'u.role',
  termsVersion: 'ta.termsVersion',
};
const NEWEST_FIRST: Array<[string, SqlDirection]> = [['ta.id', 'DESC']];
const KEY_KINDS: Record<string, KeyKind> = { id: 'id', acceptedAt: 'datetime', termsVersion: 'text', name: 'text', role: 'text' };

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
   * The date and version sorts read terms_acceptance's own indexes (migration 1799230000000) and join the account
   * only for the page. The name and role sorts order by the account's column: their ids join users, whose
   * (role, name) indexes order the accounts, not their acceptances, so those pages cost a join of the rows past
   * the cursor (decision 22 gives the figures: a member has a handful of acceptances, one per terms version).
   */
  private list(sort: SortRequest<AdminSortKey<'signedTerms'>> | undefined): Omit<GrowingList<SignedTermsRow>, 'total'> {
    const byAccount = sort?.key === 'name' || sort?.key === 'role';
    return {
      terms: sort ? sortTerms(sort, SORT_COLUMNS, 'ta.id') : NEWEST_FIRST,
      sort: sortName(sort),
      kinds: KEY_KINDS,
      ids: () => {
        const ids = this.manager.createQueryBuilder(TermsAcceptanceEntity, 'ta').select('ta.id', 'pageId');
        return byAccount ? ids.innerJoin('users', 'u', 'u.id = ta.userId') : ids;
      },
      // Not joinPage: the order names the account's columns (u.name), which joinPage would read off terms_acceptance.
      rowsOf: async (pageIds, order) => {
        const rows = this.manager
          .createQueryBuilder(TermsAcceptanceEntity, 'ta')
          .select(COLUMNS)
          .innerJoin('users', 'u', 'u.id = ta.userId')
          .innerJoin(`(${pageIds.getQuery()})`, 'page', 'page.pageId = ta.id')
          .setParameters(pageIds.getParameters());
        for (const [column, direction] of order) rows.addOrderBy(column, direction);
        return rows.getRawMany<SignedTermsRow>();
      },
    };
  }

  async findWithUser(id: number): Promise<SignedTermsRow | null> {
    const rows: SignedTermsRow[] = await this.manager.query(`${WITH_USER} WHERE ta.id = ?`, [id]);
    return rows[0] ?? null;
  }
}
