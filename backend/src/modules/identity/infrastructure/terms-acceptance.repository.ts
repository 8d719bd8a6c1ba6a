import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Not } from 'typeorm';

import type { AdminSortKey } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { rawCount } from '../../../database/raw-values';
import { orderByClause, SortColumns } from '../../../database/sort-order';
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

const WITH_USER =
  'SELECT ta.id, ta.termsVersion, ta.acceptedAt, ta.ipAddress, ta.userAgent, u.name, u.email, u.username, u.role FROM terms_acceptance ta INNER JOIN users u ON u.id = ta.userId';

const SORT_COLUMNS: SortColumns<AdminSortKey<'signedTerms'>> = {
  termsAcceptedAt: 'ta.acceptedAt',
  name: 'u.name',
  role: 'u.role',
  termsVersion: 'ta.termsVersion',
};

/** Terms and privacy acceptances (D7, D14): one row per acceptance with what the server saw. */
@Injectable()
export class TermsAcceptanceRepository extends AmbientRepository {
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

  /** Newest first unless sorted; the page and the total, two statements. */
  async pageWithUsers(sort: SortRequest<AdminSortKey<'signedTerms'>> | undefined, offset: number, limit: number): Promise<{ rows: SignedTermsRow[]; total: number }> {
    const order = sort ? orderByClause(sort, SORT_COLUMNS, 'ta.id') : 'ta.id DESC';
    const [rows, count] = await Promise.all([
      this.manager.query(`${WITH_USER} ORDER BY ${order} LIMIT ? OFFSET ?`, [limit, offset]) as Promise<SignedTermsRow[]>,
      this.manager.query('SELECT COUNT(*) AS total FROM terms_acceptance') as Promise<Array<{ total: number | string }>>,
    ]);
    return { rows, total: rawCount(count) };
  }

  async findWithUser(id: number): Promise<SignedTermsRow | null> {
    const rows: SignedTermsRow[] = await this.manager.query(`${WITH_USER} WHERE ta.id = ?`, [id]);
    return rows[0] ?? null;
  }
}
