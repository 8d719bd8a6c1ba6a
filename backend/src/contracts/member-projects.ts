import type { ProjectStatus, ProjectSummary } from './projects';

/**
 * GET /api/projects for a charity or a consultant (issue 16, issue 22): the spec's bare array, a page at a time,
 * each entry naming the other party and counting the messages the caller has not read. The total is in
 * `X-Total-Count` and the count of every status in `X-Status-Counts` (JSON), both from one aggregate query, so a
 * dashboard's tiles and tabs agree (total = pending + matching + in progress + completed + cancelled).
 */
export interface ProjectParty {
  role: 'charity' | 'consultant';
  /** The charity's organisation; the consultant's first name only (D4). */
  name: string;
}

export interface MemberProjectSummary extends ProjectSummary {
  /** Null while no consultant is assigned (for the charity). */
  otherParty: ProjectParty | null;
  unreadMessages: number;
}

export type ProjectStatusCounts = Record<ProjectStatus, number>;

export const PROJECT_STATUS_COUNTS_HEADER = 'X-Status-Counts';
/** Large enough for a dashboard's first view of almost every member; more with ?page=. */
export const MEMBER_PROJECTS_PAGE_SIZE = 50;
export const MEMBER_PROJECTS_MAX_PAGE_SIZE = 100;
