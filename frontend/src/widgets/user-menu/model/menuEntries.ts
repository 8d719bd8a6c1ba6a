import type { CurrentUser } from '@contracts';
import { ROUTES } from '@/shared/config';
import { dashboardPathFor, isAdminUser } from '@/entities/session';

export interface MenuEntry {
  label: string;
  to: string;
}

/** Links in the signed-in dropdown (spec 000 §2): Dashboard and Account Settings for everyone (issue 16), the admin tools for admins. */
export function menuEntriesFor(user: CurrentUser): MenuEntry[] {
  const entries: MenuEntry[] = [
    { label: 'Dashboard', to: dashboardPathFor(user) },
    { label: 'Account Settings', to: ROUTES.accountSettings },
  ];
  if (isAdminUser(user)) {
    entries.push(
      { label: 'Admin Dashboard', to: ROUTES.adminDashboard },
      { label: 'Consultant Applications', to: ROUTES.adminConsultantApplications },
      { label: 'Form Submissions', to: ROUTES.adminFormSubmissions },
    );
  }
  return entries;
}
