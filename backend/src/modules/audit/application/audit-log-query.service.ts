import { Injectable } from '@nestjs/common';

import type { AdminSortKey, AuditLogView, CursorPage } from '../../../contracts';
import { PageRequest, SortRequest } from '../../../kernel/page-request';
import { AuditLogFilter, AuditLogRepository } from '../infrastructure/audit-log.repository';
import { toAuditLogView } from './audit-log-view.mapper';

export type { AuditLogFilter } from '../infrastructure/audit-log.repository';

/**
 * Reading the append-only audit log (issue 10): newest first unless sorted by action, filtered by actor, action
 * and time. Two statements; nothing here writes.
 */
@Injectable()
export class AuditLogQueryService {
  constructor(private readonly auditLog: AuditLogRepository) {}

  /** A page by number or (issue 22) by the cursor of a neighbouring page. */
  async list(filter: AuditLogFilter, request: PageRequest<AdminSortKey<'auditLog'>>): Promise<CursorPage<AuditLogView>> {
    const { rows, ...paging } = await this.auditLog.page(filter, request);
    return { data: rows.map(toAuditLogView), ...paging, pageSize: request.pageSize };
  }

  /** Every matching row in the list's order, streamed from the database for a CSV export of any length (issue 22). */
  async *stream(filter: AuditLogFilter, sort?: SortRequest<AdminSortKey<'auditLog'>>): AsyncGenerator<AuditLogView> {
    for await (const row of this.auditLog.stream(filter, sort)) yield toAuditLogView(row);
  }
}
