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

/** Date-only columns leave the server as YYYY-MM-DD whatever the driver hands back (DECISIONS D8). */
export function toDateOnly(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}
