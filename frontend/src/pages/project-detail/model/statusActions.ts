import { isCharityUser, isConsultantUser, type CurrentUser, type ProjectStatus } from '@contracts';

export interface StatusAction {
  to: ProjectStatus;
  label: string;
  title: string;
  body: string;
  danger?: boolean;
}

const CANCEL: StatusAction = {
  to: 'cancelled',
  label: 'Cancel Project',
  title: 'Cancel this project?',
  body: 'The request is withdrawn and no consultant will be matched. This cannot be undone.',
  danger: true,
};

const COMPLETE: StatusAction = {
  to: 'completed',
  label: 'Mark Completed',
  title: 'Mark this project as completed?',
  body: 'The charity and our team are told that the work is finished.',
};

/**
 * The moves the viewer may make on this page (D8): the charity cancels its own project while pending or
 * matching; the assigned consultant completes one in progress. Admins move projects from the admin screens.
 * The server decides in the end (409 for anything else); this only hides buttons that could not work.
 */
export function statusActionsFor(viewer: CurrentUser, status: ProjectStatus): StatusAction[] {
  if (isCharityUser(viewer)) return status === 'pending' || status === 'matching' ? [CANCEL] : [];
  if (isConsultantUser(viewer)) return status === 'in_progress' ? [COMPLETE] : [];
  return [];
}
