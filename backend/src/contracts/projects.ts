export const PROJECT_STATUSES = ['pending', 'matching', 'in_progress', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  pending: 'Pending',
  matching: 'Matching',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
