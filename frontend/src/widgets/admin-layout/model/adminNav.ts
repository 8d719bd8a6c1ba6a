import { ROUTES } from '@/shared/config';

/** The figures that need attention, shown beside their entries (useAdminNavCounts). */
export type AdminNavCount = 'pendingApplications' | 'overdueRequests' | 'overdueNeeds';

export interface AdminNavEntry {
  label: string;
  to: string;
  count?: AdminNavCount;
}

export interface AdminNavGroup {
  label: string;
  entries: readonly AdminNavEntry[];
}

/**
 * The admin navigation (issue 16), grouped by the work as consoles like ant-design-pro do. Adding a screen is
 * one line here. Spec 001 §2's bar links (Dashboard, Applications, Registrations, Add Consultant) are entries
 * of their groups; Back to Main Site and Logout follow the groups, apart (ADMIN_NAV_FOOTER in the widget).
 */
export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    label: 'Overview',
    entries: [
      { label: 'Dashboard', to: ROUTES.adminDashboard },
      { label: 'Outcomes', to: ROUTES.adminOutcomes },
    ],
  },
  {
    label: 'Matching and requests',
    entries: [
      { label: 'Matching', to: ROUTES.adminMatching, count: 'overdueNeeds' },
      { label: 'Projects', to: ROUTES.adminProjects },
      { label: 'Introduction Requests', to: ROUTES.adminIntroductionRequests, count: 'overdueRequests' },
      { label: 'Membership Requests', to: ROUTES.adminMembershipRequests },
      { label: 'Reviews', to: ROUTES.adminReviews },
    ],
  },
  {
    label: 'People',
    entries: [
      { label: 'Applications', to: ROUTES.adminConsultantApplications, count: 'pendingApplications' },
      { label: 'Registrations', to: ROUTES.adminSignups },
      { label: 'Charities', to: ROUTES.adminCharities },
      // One screen for pre-listed consultants, full accounts and those still onboarding (spec 001 §2's link).
      { label: 'Add Consultant', to: ROUTES.adminCreatePreListedConsultant },
      { label: 'Signed Terms', to: ROUTES.adminSignedTerms },
    ],
  },
  {
    label: 'Enquiries and waiting lists',
    entries: [
      { label: 'Form Submissions', to: ROUTES.adminFormSubmissions },
      { label: 'Pricing Enquiries', to: ROUTES.adminPricingEnquiries },
      { label: 'Waiting Lists', to: ROUTES.adminWaitingList },
    ],
  },
  {
    label: 'Operations',
    entries: [
      { label: 'Mail Outbox', to: ROUTES.adminMailOutbox },
      { label: 'Audit Log', to: ROUTES.adminAuditLog },
      { label: 'Stale Availability', to: ROUTES.adminStaleAvailability },
      { label: 'Unmet Demand', to: ROUTES.adminUnmetDemand },
    ],
  },
];

/** What each count's badge says to a screen reader. */
export const ADMIN_NAV_COUNT_NAMES: Record<AdminNavCount, (count: number) => string> = {
  pendingApplications: (count) => `${count} pending`,
  overdueRequests: (count) => `${count} overdue`,
  overdueNeeds: (count) => `${count} overdue`,
};
