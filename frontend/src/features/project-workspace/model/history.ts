import type { ProjectHistoryEntry } from '@contracts';
import { projectStatusLabel } from '@/entities/project';

/** One line of the Progress card's history (D8 status moves, D16 file events), without the time. */
export function historyLine(entry: ProjectHistoryEntry): string {
  const by = entry.actor ? ` by ${entry.actor.name}` : '';
  const move = entry.fromStatus && entry.toStatus ? `: ${projectStatusLabel(entry.fromStatus)} → ${projectStatusLabel(entry.toStatus)}` : '';
  switch (entry.event) {
    case 'created':
      return `Project requested${by}`;
    case 'status_changed':
      return `Status changed${move}${by}`;
    case 'consultant_assigned':
      return `Consultant assigned${move}${by}`;
    case 'file_uploaded':
      return `File uploaded${entry.detail ? `: ${entry.detail}` : ''}${by}`;
    case 'file_deleted':
      return `File deleted${entry.detail ? `: ${entry.detail}` : ''}${by}`;
    default:
      return `${entry.event}${by}`;
  }
}
