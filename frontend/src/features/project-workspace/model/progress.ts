import type { ProjectStatus } from '@contracts';

/** What each status means for the charity and consultant: the Progress card's "next step" line. */
export const PROJECT_NEXT_STEPS: Record<ProjectStatus, string> = {
  pending: 'Our team is reviewing the request and will start looking for a consultant.',
  matching: 'We are matching the project with a suitable consultant.',
  in_progress: 'The consultant is working on the project; use Messages and Files to keep in touch.',
  completed: 'The project is complete.',
  cancelled: 'The project was cancelled.',
};
