import { Injectable } from '@nestjs/common';

import type { AdminSortKey, AuditLogView, CursorPage } from '../../../contracts';
import { rawIso } from '../../../database/raw-values';
import { PageRequest, SortRequest } from '../../../kernel/page-request';
import { AuditLogFilter, AuditLogRepository, AuditRow } from '../infrastructure/audit-log.repository';

export type { AuditLogFilter } from '../infrastructure/audit-log.repository';

function parseDetails(details: string | null): Record<string, unknown> | null {
  if (!details) return null;
  try {
    return JSON.parse(details) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const toView = (row: AuditRow): AuditLogView => ({
  id: Number(row.id),
  action: row.action,
  actorUserId: row.actorUserId === null ? null : Number(row.actorUserId),
  actorUsername: row.actorUsername ?? null,
  subjectUserId: row.subjectUserId === null ? null : Number(row.subjectUserId),
  subjectType: row.subjectType ?? null,
  subjectId: row.subjectId === null ? null : Number(row.subjectId),
  ipAddress: row.ipAddress ?? null,
  details: parseDetails(row.details),
  createdAt: rawIso(row.createdAt) ?? '',
});

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
    return { data: rows.map(toView), ...paging, pageSize: request.pageSize };
  }

  /** Every matching row in the list's order, streamed from the database for a CSV export of any length (issue 22). */
  async *stream(filter: AuditLogFilter, sort?: SortRequest<AdminSortKey<'auditLog'>>): AsyncGenerator<AuditLogView> {
    for await (const row of this.auditLog.stream(filter, sort)) yield toView(row);
  }
}
