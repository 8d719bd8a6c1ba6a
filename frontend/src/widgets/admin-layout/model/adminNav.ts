import { ROUTES } from '@/shared/config';

export interface AdminNavEntry {
  label: string;
  to: string;
}

/** The admin navigation bar of spec 001 §2, in its order (Applications carries the pending badge). */
export const ADMIN_BAR_LINKS: readonly AdminNavEntry[] = [
  { label: 'Dashboard', to: ROUTES.adminDashboard },
  { label: 'Applications', to: ROUTES.adminConsultantApplications },
  { label: 'Registrations', to: ROUTES.adminSignups },
  { label: 'Add Consultant', to: ROUTES.adminCreatePreListedConsultant },
];

/** Every other admin screen (issue 10), so each is one click from any admin page. */
export const ADMIN_SCREEN_LINKS: readonly AdminNavEntry[] = [
  { label: 'Waiting Lists', to: ROUTES.adminWaitingList },
  { label: 'Form Submissions', to: ROUTES.adminFormSubmissions },
  { label: 'Introduction Requests', to: ROUTES.adminIntroductionRequests },
  { label: 'Projects', to: ROUTES.adminProjects },
  { label: 'Membership Requests', to: ROUTES.adminMembershipRequests },
  { label: 'Pricing Enquiries', to: ROUTES.adminPricingEnquiries },
  { label: 'Pre-Listed Consultants', to: ROUTES.adminPreListedConsultants },
  { label: 'Create Consultant Account', to: ROUTES.adminCreateConsultant },
  { label: 'Signed Terms', to: ROUTES.adminSignedTerms },
  { label: 'Stale Availability', to: ROUTES.adminStaleAvailability },
  { label: 'Unmet Demand', to: ROUTES.adminUnmetDemand },
  { label: 'Mail Outbox', to: ROUTES.adminMailOutbox },
  { label: 'Audit Log', to: ROUTES.adminAuditLog },
];
