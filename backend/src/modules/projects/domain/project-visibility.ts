import { isAdminUser, isCharityUser, isConsultantUser, RoleFlags } from '../../../contracts';

/** What the caller is, as far as listing projects goes. */
export type ProjectViewerFacts = Pick<RoleFlags, 'role' | 'isConsultant' | 'isAdmin'>;

/**
 * Whose projects GET /api/projects lists (DECISIONS D8 "who sees a project"): a charity sees its own
 * charity's projects, a consultant (also an admin who is a consultant) the projects assigned to them.
 * A plain admin sees every project, a page at a time.
 */
export function projectListScope(viewer: ProjectViewerFacts): 'charity' | 'consultant' | 'all' | null {
  if (isCharityUser(viewer)) return 'charity';
  if (isConsultantUser(viewer)) return 'consultant';
  if (isAdminUser(viewer)) return 'all';
  return null;
}
