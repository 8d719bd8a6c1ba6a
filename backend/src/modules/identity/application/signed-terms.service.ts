import { Injectable } from '@nestjs/common';

import { ADMIN_MESSAGES, AdminSortKey, CursorPaging, SignedTermsView } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { NotFoundError } from '../../../kernel/domain-errors';
import { PageRequest, pageOffset, SortRequest } from '../../../kernel/page-request';
import { AuditTrailService } from '../../audit';
import { MailOutboxService } from '../../mail';
import { TermsAcceptanceRepository } from '../infrastructure/terms-acceptance.repository';
import type { Actor } from '../../../kernel/actor';
import { toSignedTermsView } from './signed-terms.mapper';

/** Spec 001 §2 "Signed terms (admin)", DECISIONS D7: every acceptance with what the server saw, and Resend. */
@Injectable()
export class SignedTermsService {
  constructor(
    private readonly acceptances: TermsAcceptanceRepository,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditTrailService,
    private readonly mail: MailOutboxService,
  ) {}

  /** Newest first unless sorted, by page number near either end or by cursor at any depth (issue 22). */
  async list(request: PageRequest<AdminSortKey<'signedTerms'>> & { cursor?: string }): Promise<CursorPaging & { data: SignedTermsView[] }> {
    const { rows, byCursor, ...paging } = await this.acceptances.pageWithUsers({ offset: pageOffset(request), limit: request.pageSize, cursor: request.cursor, sort: request.sort });
    return { data: rows.map(toSignedTermsView), ...paging, page: byCursor ? null : request.page, pageSize: request.pageSize };
  }

  /** Every acceptance in the list's order, a keyset batch at a time (the CSV export: no cap, flat memory). */
  async *exportAll(sort?: SortRequest<AdminSortKey<'signedTerms'>>): AsyncGenerator<SignedTermsView> {
    for await (const row of this.acceptances.rowsWithUsers(sort)) yield toSignedTermsView(row);
  }

  /** Queues the provider copy of one acceptance again (D7). */
  async resend(actor: Actor, id: number): Promise<void> {
    const row = await this.acceptances.findWithUser(id);
    if (!row) throw new NotFoundError(ADMIN_MESSAGES.termsRecordNotFound);
    const record = toSignedTermsView(row);
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
