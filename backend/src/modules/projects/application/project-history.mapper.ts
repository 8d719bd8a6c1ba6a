import type { ProjectHistoryEntry } from '../../../contracts';
import type { ProjectHistoryRow } from '../infrastructure/project-workspace.repository';

/** One entry of a project's status history, with who acted. */
export function toHistoryEntry(row: ProjectHistoryRow): ProjectHistoryEntry {
  return {
    id: row.id,
    event: row.event,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    detail: row.detail,
    actor: row.actorName === null || row.actorRole === null ? null : { name: row.actorName, role: row.actorRole },
    createdAt: row.createdAt.toISOString(),
  };
}
