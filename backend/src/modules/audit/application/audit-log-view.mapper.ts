import type { AuditLogView } from '../../../contracts';
import { rawIso } from '../../../database/raw-values';
import type { AuditRow } from '../infrastructure/audit-log.repository';

/** An audit row as the admins read it; details that are not valid JSON read as none. */
function parseDetails(details: string | null): Record<string, unknown> | null {
  if (!details) return null;
  try {
    return JSON.parse(details) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export const toAuditLogView = (row: AuditRow): AuditLogView => ({
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
