import type { ProjectStatus } from '@contracts';
import type { BadgeTone } from '@/shared/ui/badge';

/** The badge colour of each status, the same on the dashboards and the project page. */
export const PROJECT_STATUS_TONES: Record<ProjectStatus, BadgeTone> = {
  pending: 'warning',
  matching: 'info',
  in_progress: 'info',
  completed: 'success',
  cancelled: 'neutral',
};
