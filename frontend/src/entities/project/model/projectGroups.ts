import { PROJECT_STATUS_LABELS, PROJECT_STATUSES, type ProjectStatus, type ProjectStatusCounts, type ProjectSummary } from '@contracts';
import { formatDisplayDate } from '@/shared/lib';

/**
 * Charity dashboard (spec 000 §4): pending = pending; active = matching + in_progress; completed = completed;
 * and cancelled (issue 16), so the tabs add up to the total.
 */
const CHARITY_PROJECT_GROUPS = {
  active: ['matching', 'in_progress'],
  pending: ['pending'],
  completed: ['completed'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly ProjectStatus[]>;

export type CharityProjectGroup = keyof typeof CHARITY_PROJECT_GROUPS;

export interface CharityProjectCounts {
  total: number;
  pending: number;
  active: number;
  completed: number;
  cancelled: number;
}

/** Consultant dashboard (spec 000 §4): counts of pending, in_progress and completed. */
export interface ConsultantProjectCounts {
  total: number;
  pending: number;
  inProgress: number;
  completed: number;
}

const inGroup = (project: ProjectSummary, statuses: readonly ProjectStatus[]) => statuses.includes(project.status);

/** The projects of one charity-dashboard tab, in the order the server sent them (newest first). */
export function projectsInGroup(projects: readonly ProjectSummary[], group: CharityProjectGroup): ProjectSummary[] {
  return projects.filter((project) => inGroup(project, CHARITY_PROJECT_GROUPS[group]));
}

/** Counts by status of a list the client holds whole (the server sends them in X-Status-Counts; older answers did not). */
export function statusCountsOf(projects: readonly ProjectSummary[]): ProjectStatusCounts {
  const counts = Object.fromEntries(PROJECT_STATUSES.map((status) => [status, 0])) as ProjectStatusCounts;
  for (const project of projects) counts[project.status] += 1;
  return counts;
}

const totalOf = (counts: ProjectStatusCounts) => PROJECT_STATUSES.reduce((sum, status) => sum + counts[status], 0);
const groupCount = (counts: ProjectStatusCounts, group: CharityProjectGroup) => CHARITY_PROJECT_GROUPS[group].reduce((sum, status) => sum + counts[status], 0);

/** total = pending + active + completed + cancelled. */
export function countCharityProjects(counts: ProjectStatusCounts): CharityProjectCounts {
  return {
    total: totalOf(counts),
    pending: groupCount(counts, 'pending'),
    active: groupCount(counts, 'active'),
    completed: groupCount(counts, 'completed'),
    cancelled: groupCount(counts, 'cancelled'),
  };
}

export function countConsultantProjects(counts: ProjectStatusCounts): ConsultantProjectCounts {
  return { total: totalOf(counts), pending: counts.pending, inProgress: counts.in_progress, completed: counts.completed };
}

export function projectStatusLabel(status: ProjectStatus): string {
  return PROJECT_STATUS_LABELS[status] ?? status;
}

/** 'Mar 1, 2025 - Jun 30, 2025', or 'Not set' when neither date is known (spec 001 "Project detail"). */
export function projectTimeline(project: Pick<ProjectSummary, 'startDate' | 'endDate'>): string {
  const start = formatDisplayDate(project.startDate);
  const end = formatDisplayDate(project.endDate);
  if (!start && !end) return 'Not set';
  return `${start ?? 'Not set'} - ${end ?? 'Not set'}`;
}
