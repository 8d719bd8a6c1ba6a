import { lazy } from 'react';
import { ADMIN_TEXTS } from '@contracts';
import { ROUTES } from '@/shared/config';
import type { AppRoute } from './appRoute';

// Each admin screen is its own lazy chunk named admin-*: e2e/budget.spec.ts fails if a public page loads
// a script whose name contains "admin", and antd's tables and forms stay out of the public bundle.

const AdminDashboardPage = lazy(() => import(/* webpackChunkName: "admin-dashboard" */ '@/pages/admin-dashboard').then((m) => ({ default: m.AdminDashboardPage })));
const AdminApplicationsPage = lazy(() => import(/* webpackChunkName: "admin-applications" */ '@/pages/admin-applications').then((m) => ({ default: m.AdminApplicationsPage })));
const AdminFormSubmissionsPage = lazy(() => import(/* webpackChunkName: "admin-form-submissions" */ '@/pages/admin-form-submissions').then((m) => ({ default: m.AdminFormSubmissionsPage })));
const AdminSignupsPage = lazy(() => import(/* webpackChunkName: "admin-signups" */ '@/pages/admin-signups').then((m) => ({ default: m.AdminSignupsPage })));
const AdminWaitingListPage = lazy(() => import(/* webpackChunkName: "admin-waiting-list" */ '@/pages/admin-waiting-list').then((m) => ({ default: m.AdminWaitingListPage })));
const AdminSignedTermsPage = lazy(() => import(/* webpackChunkName: "admin-signed-terms" */ '@/pages/admin-signed-terms').then((m) => ({ default: m.AdminSignedTermsPage })));
const AdminAddConsultantPage = lazy(() => import(/* webpackChunkName: "admin-add-consultant" */ '@/pages/admin-add-consultant').then((m) => ({ default: m.AdminAddConsultantPage })));
const AdminIntroductionRequestsPage = lazy(() => import(/* webpackChunkName: "admin-introduction-requests" */ '@/pages/admin-introduction-requests').then((m) => ({ default: m.AdminIntroductionRequestsPage })));
const AdminReviewsPage = lazy(() => import(/* webpackChunkName: "admin-reviews" */ '@/pages/admin-reviews').then((m) => ({ default: m.AdminReviewsPage })));
const AdminProjectsPage = lazy(() => import(/* webpackChunkName: "admin-projects" */ '@/pages/admin-projects').then((m) => ({ default: m.AdminProjectsPage })));
const AdminMembershipRequestsPage = lazy(() => import(/* webpackChunkName: "admin-membership-requests" */ '@/pages/admin-membership-requests').then((m) => ({ default: m.AdminMembershipRequestsPage })));
const AdminPricingEnquiriesPage = lazy(() => import(/* webpackChunkName: "admin-pricing-enquiries" */ '@/pages/admin-pricing-enquiries').then((m) => ({ default: m.AdminPricingEnquiriesPage })));
const AdminStaleAvailabilityPage = lazy(() => import(/* webpackChunkName: "admin-stale-availability" */ '@/pages/admin-stale-availability').then((m) => ({ default: m.AdminStaleAvailabilityPage })));
const AdminUnmetDemandPage = lazy(() => import(/* webpackChunkName: "admin-unmet-demand" */ '@/pages/admin-unmet-demand').then((m) => ({ default: m.AdminUnmetDemandPage })));
const AdminOutcomesPage = lazy(() => import(/* webpackChunkName: "admin-outcomes" */ '@/pages/admin-outcomes').then((m) => ({ default: m.AdminOutcomesPage })));
const AdminMailOutboxPage = lazy(() => import(/* webpackChunkName: "admin-mail-outbox" */ '@/pages/admin-mail-outbox').then((m) => ({ default: m.AdminMailOutboxPage })));
const AdminCharitiesPage = lazy(() => import(/* webpackChunkName: "admin-charities" */ '@/pages/admin-charities').then((m) => ({ default: m.AdminCharitiesPage })));
const AdminCharityPage = lazy(() => import(/* webpackChunkName: "admin-charity" */ '@/pages/admin-charity').then((m) => ({ default: m.AdminCharityPage })));
const AdminMatchingPage = lazy(() => import(/* webpackChunkName: "admin-matching" */ '@/pages/admin-matching').then((m) => ({ default: m.AdminMatchingPage })));
const AdminMatchingNeedPage = lazy(() => import(/* webpackChunkName: "admin-matching" */ '@/pages/admin-matching').then((m) => ({ default: m.AdminMatchingNeedPage })));
const AdminAuditLogPage = lazy(() => import(/* webpackChunkName: "admin-audit-log" */ '@/pages/admin-audit-log').then((m) => ({ default: m.AdminAuditLogPage })));

/** The admin console (issue 10) and the older admin paths that redirect to it (DECISIONS D12). */
export const ADMIN_ROUTES: readonly AppRoute[] = [
  { path: ROUTES.adminDashboard, access: 'admin', Page: AdminDashboardPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminConsultantApplications, access: 'admin', Page: AdminApplicationsPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  // Spec 001 §2 "Form Submissions": a non-admin is sent to /.
  { path: ROUTES.adminFormSubmissions, access: 'admin', Page: AdminFormSubmissionsPage, onDenied: 'home' },
  // Spec 001 "/admin/signups": the page itself answers visitors ('Authentication Required') and dual-role users.
  { path: ROUTES.adminSignups, access: 'public', Page: AdminSignupsPage },
  { path: ROUTES.adminWaitingList, access: 'admin', Page: AdminWaitingListPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminSignedTerms, access: 'admin', Page: AdminSignedTermsPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  // Issue 16: the spec's three ways to add a consultant are one screen; each of its paths lands on it.
  { path: ROUTES.adminCreatePreListedConsultant, access: 'admin', Page: AdminAddConsultantPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminCreateConsultant, access: 'admin', Page: AdminAddConsultantPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminPreListedConsultants, access: 'admin', Page: AdminAddConsultantPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminIntroductionRequests, access: 'admin', Page: AdminIntroductionRequestsPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminProjects, access: 'admin', Page: AdminProjectsPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminReviews, access: 'admin', Page: AdminReviewsPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminMembershipRequests, access: 'admin', Page: AdminMembershipRequestsPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminPricingEnquiries, access: 'admin', Page: AdminPricingEnquiriesPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminStaleAvailability, access: 'admin', Page: AdminStaleAvailabilityPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminUnmetDemand, access: 'admin', Page: AdminUnmetDemandPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminOutcomes, access: 'admin', Page: AdminOutcomesPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminMailOutbox, access: 'admin', Page: AdminMailOutboxPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminAuditLog, access: 'admin', Page: AdminAuditLogPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminCharities, access: 'admin', Page: AdminCharitiesPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminCharity(':id'), access: 'admin', Page: AdminCharityPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminMatching, access: 'admin', Page: AdminMatchingPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminMatchingNeed(':id'), access: 'admin', Page: AdminMatchingNeedPage, deniedMessage: ADMIN_TEXTS.adminLoginRequired },
  { path: ROUTES.adminLegacy, redirectTo: ROUTES.adminDashboard },
  { path: ROUTES.adminDashboardOld, redirectTo: ROUTES.adminDashboard },
  { path: ROUTES.quickAdmin, redirectTo: ROUTES.adminDashboard },
  { path: ROUTES.simpleAdmin, redirectTo: ROUTES.adminDashboard },
  { path: ROUTES.simpleWaitingListAdmin, redirectTo: ROUTES.adminWaitingList },
  { path: ROUTES.adminConsultantApplicationsOld, redirectTo: ROUTES.adminConsultantApplications },
];
