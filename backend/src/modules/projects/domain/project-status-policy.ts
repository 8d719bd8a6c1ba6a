import type { ProjectStatus } from '../../../contracts';

/** How the caller stands to a project (D8); null: outside it, so the project answers 404. */
export type ProjectRelation = 'owner' | 'consultant' | 'admin';

/** The accounts on each side of a project. */
export interface ProjectParties {
  charityUserId: number;
  consultantUserId: number | null;
}

export interface ProjectViewer {
  userId: number;
  isAdmin: boolean;
}

/** Owner first, then assigned consultant, then admin: an admin assigned to a project acts as its consultant. */
export function relationTo(viewer: ProjectViewer, project: ProjectParties): ProjectRelation | null {
  if (viewer.userId === project.charityUserId) return 'owner';
  if (project.consultantUserId !== null && viewer.userId === project.consultantUserId) return 'consultant';
  if (viewer.isAdmin) return 'admin';
  return null;
}

/** D8: who posts messages. Admins read along but do not take part in the conversation. */
export const mayPostMessages = (relation: ProjectRelation): boolean => relation === 'owner' || relation === 'consultant';

/** D8: the moves that exist at all. */
const MOVES: Record<ProjectStatus, readonly ProjectStatus[]> = {
  pending: ['matching', 'cancelled'],
  matching: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const isAllowedMove = (from: ProjectStatus, to: ProjectStatus): boolean => MOVES[from].includes(to);

/**
 * Whether this caller may move the project to `to` (D8): admins any allowed move (work only starts with a
 * consultant assigned), the assigned consultant in_progress → completed, the owning charity a cancel while
 * pending or matching. Everything else is refused (409).
 */
export function mayChangeStatus(relation: ProjectRelation, project: { status: ProjectStatus; consultantId: number | null }, to: ProjectStatus): boolean {
  if (!isAllowedMove(project.status, to)) return false;
  switch (relation) {
    case 'admin':
      return to !== 'in_progress' || project.consultantId !== null;
    case 'consultant':
      return project.status === 'in_progress' && to === 'completed';
    case 'owner':
      return to === 'cancelled' && (project.status === 'pending' || project.status === 'matching');
  }
}

/** D8: assigning moves pending|matching to in_progress; an in-progress project may change hands; closed ones not (null). */
export function statusAfterAssignment(from: ProjectStatus): ProjectStatus | null {
  if (from === 'pending' || from === 'matching' || from === 'in_progress') return 'in_progress';
  return null;
}
