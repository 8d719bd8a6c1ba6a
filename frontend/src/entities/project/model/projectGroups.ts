import { PROJECT_STATUS_LABELS, type ProjectStatus, type ProjectSummary } from '@contracts';
import { formatDisplayDate } from '@/shared/lib';

/** Charity dashboard (spec 000 §4): pending = pending; active = matching + in_progress; completed = completed. */
export const CHARITY_PROJECT_GROUPS = {
  active: ['matching', 'in_progress'],
  pending: ['pending'],
  completed: ['completed'],
} as const satisfies Record<string, readonly ProjectStatus[]>;

export type CharityProjectGroup = keyof typeof CHARITY_PROJECT_GROUPS;

export interface CharityProjectCounts {
  total: number;
  pending: number;
  active: number;
  completed: number;
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

/** Total counts every project, cancelled ones included; they have no tab of their own. */
export function countCharityProjects(projects: readonly ProjectSummary[]): CharityProjectCounts {
  return {
    total: projects.length,
    pending: projectsInGroup(projects, 'pending').length,
    active: projectsInGroup(projects, 'active').length,
    completed: projectsInGroup(projects, 'completed').length,
  };
}

export function countConsultantProjects(projects: readonly ProjectSummary[]): ConsultantProjectCounts {
  const count = (status: ProjectStatus) => projects.filter((project) => project.status === status).length;
  return { total: projects.length, pending: count('pending'), inProgress: count('in_progress'), completed: count('completed') };
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
