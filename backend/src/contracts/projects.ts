export const PROJECT_STATUSES = ['pending', 'matching', 'in_progress', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  pending: 'Pending',
  matching: 'Matching',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** One entry of GET /api/projects: the spec's "project as displayed" (spec 000 §3). Dates are YYYY-MM-DD. */
export interface ProjectSummary {
  id: number;
  title: string;
  description: string;
  status: ProjectStatus;
  /** ISO 8601 timestamp. */
  createdAt: string;
  startDate: string | null;
  endDate: string | null;
  expertiseRequired: string[];
}
