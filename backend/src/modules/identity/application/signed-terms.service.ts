import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { ADMIN_MESSAGES, AdminPage, AdminSortKey, SignedTermsView } from '../../../contracts';
import { rawCount, rawIso } from '../../../database/raw-values';
import { orderByClause, SortColumns } from '../../../database/sort-order';
import { TransactionRunner } from '../../../database/transaction-runner';
import { NotFoundError } from '../../../kernel/domain-errors';
import { PageRequest, pageOffset } from '../../../kernel/page-request';
import { AuditTrailService } from '../../audit';
import { MailOutboxService } from '../../mail';
import type { AdminActor } from './credentials-admin.service';

interface SignedTermsRow {
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

const SELECT =
  'SELECT ta.id, ta.termsVersion, ta.acceptedAt, ta.ipAddress, ta.userAgent, u.name, u.email, u.username, u.role FROM terms_acceptance ta INNER JOIN users u ON u.id = ta.userId';

const SORT_COLUMNS: SortColumns<AdminSortKey<'signedTerms'>> = {
  termsAcceptedAt: 'ta.acceptedAt',
  name: 'u.name',
  role: 'u.role',
  termsVersion: 'ta.termsVersion',
};

const toView = (row: SignedTermsRow): SignedTermsView => ({
  id: Number(row.id),
  name: row.name,
  email: row.email,
  username: row.username,
  role: row.role,
  termsVersion: row.termsVersion,
  termsAcceptedAt: rawIso(row.acceptedAt) ?? '',
  termsIpAddress: row.ipAddress ?? null,
  termsUserAgent: row.userAgent ?? null,
});

/** Spec 001 §2 "Signed terms (admin)", DECISIONS D7: every acceptance with what the server saw, and Resend. */
@Injectable()
export class SignedTermsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditTrailService,
    private readonly mail: MailOutboxService,
  ) {}

  /** Newest first unless sorted; two statements. */
  async list(request: PageRequest<AdminSortKey<'signedTerms'>>): Promise<AdminPage<SignedTermsView>> {
    const order = request.sort ? orderByClause(request.sort, SORT_COLUMNS, 'ta.id') : 'ta.id DESC';
    const [rows, count] = await Promise.all([
      this.dataSource.query(`${SELECT} ORDER BY ${order} LIMIT ? OFFSET ?`, [request.pageSize, pageOffset(request)]) as Promise<SignedTermsRow[]>,
      this.dataSource.query('SELECT COUNT(*) AS total FROM terms_acceptance') as Promise<Array<{ total: number | string }>>,
    ]);
    return { data: rows.map(toView), total: rawCount(count), page: request.page, pageSize: request.pageSize };
  }

  /** Queues the provider copy of one acceptance again (D7). */
  async resend(actor: AdminActor, id: number): Promise<void> {
    const rows: SignedTermsRow[] = await this.dataSource.query(`${SELECT} WHERE ta.id = ?`, [id]);
    if (!rows[0]) throw new NotFoundError(ADMIN_MESSAGES.termsRecordNotFound);
    const record = toView(rows[0]);
    await this.transactions.run(async () => {
      await this.mail.enqueue(this.mail.adminInbox, 'termsAcceptedProvider', {
        name: record.name,
        email: record.email,
        username: record.username,
        termsVersion: record.termsVersion,
        acceptedAt: record.termsAcceptedAt,
        ipAddress: record.termsIpAddress ?? 'unknown',
        userAgent: record.termsUserAgent ?? 'unknown',
      });
      await this.audit.record({ action: 'terms_copy_resent', actorUserId: actor.id, subject: { type: 'terms_acceptance', id }, ipAddress: actor.ipAddress });
    });
  }
}
