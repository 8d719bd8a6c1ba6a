import type { AccessLevel } from '../../src/contracts';

/**
 * Who may call each API route (ARCHITECTURE "Tests"; DECISIONS D1). The matrix test fails when a live
 * route is missing here or when a route listed here no longer exists, so this table is the
 * reviewed, complete list of the API surface.
 *
 * Key: 'METHOD /api/path' exactly as the controller declares it (route params as `:name`).
 * Value: the access key of the route table shared with the frontend:
 * - 'public'     anyone, signed in or not
 * - 'signedIn'   any signed-in user (charity, consultant, admin)
 * - 'charity' | 'consultant' | 'admin'   only that role (a dual-role user counts as consultant and admin)
 * A list (e.g. ['consultant', 'admin']) means any of those roles.
 */
export type RouteAccess = AccessLevel | readonly AccessLevel[];

export const AUTHZ_TABLE: Record<string, RouteAccess> = {
  // Infrastructure
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',

  // Identity: sign-in and session
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/user': 'signedIn',
  'GET /api/auth/login-policy': 'public',

  // Identity: registration and passwords
  'POST /api/register/charity': 'public',
  'POST /api/register/consultant': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/accept-terms': 'signedIn',
  'POST /api/auth/change-password': 'signedIn',

  // Admin: temporary credentials (DECISIONS D5)
  'POST /api/admin/create-pre-listed-consultant': 'admin',
  'POST /api/admin/assign-temp-credentials/:consultantId': 'admin',

  // Admin back-office (issue 10)
  'GET /api/admin/consultant-applications': 'admin',
  'POST /api/admin/consultant-applications/:id/approve': 'admin',
  'POST /api/admin/consultant-applications/:id/reject': 'admin',
  'GET /api/admin/registered-consultants': 'admin',
  'GET /api/admin/pre-listed-consultants': 'admin',
  'GET /api/admin/consultant-credentials': 'admin',
  'POST /api/admin/standardize-consultant-credentials': 'admin',
  'POST /api/admin/consultant-credentials/:id/test': 'admin',
  'POST /api/admin/create-consultant-account': 'admin',
  'GET /api/admin/signed-terms': 'admin',
  'POST /api/admin/resend-terms/:id': 'admin',
  'GET /api/admin/introduction-requests': 'admin',
  'PATCH /api/admin/introduction-requests/:id': 'admin',
  'GET /api/admin/mail-outbox': 'admin',
  'POST /api/admin/mail-outbox/:id/retry': 'admin',
  'GET /api/admin/audit-log': 'admin',
  // Issue 16: charities
  'GET /api/admin/charities': 'admin',
  'GET /api/admin/charities/:id': 'admin',

  // Matching (issue 17, D17): admins rank and shortlist; the charity answers through its link (no account
  // needed, so public: the token is the proof) or signed in; the chosen consultant answers their own requests.
  // Reviews and case studies (issue 18, D18); parties are checked inside (others: 404)
  'GET /api/projects/:id/reviews': ['charity', 'consultant'],
  'POST /api/projects/:id/reviews': ['charity', 'consultant'],
  'POST /api/reviews/:id/reply': 'consultant',
  'GET /api/projects/:id/case-study': ['charity', 'consultant'],
  'POST /api/projects/:id/case-study': 'consultant',
  'POST /api/case-studies/:id/approve': 'charity',
  'POST /api/case-studies/:id/decline': 'charity',
  'POST /api/case-studies/:id/withdraw': 'charity',
  'GET /api/admin/reviews': 'admin',
  'PATCH /api/admin/reviews/:id': 'admin',
  'GET /api/admin/needs': 'admin',
  'GET /api/admin/needs/:id': 'admin',
  'GET /api/admin/needs/:id/candidates': 'admin',
  'POST /api/admin/needs/:id/shortlist': 'admin',
  'GET /api/admin/matching/metrics': 'admin',
  'GET /api/matches': 'charity',
  'GET /api/matches/:token': 'public',
  'POST /api/matches/:token/choose': 'public',
  'POST /api/matches/:token/decline': 'public',
  'GET /api/match-requests': 'consultant',
  'POST /api/match-requests/:id/accept': 'consultant',
  'POST /api/match-requests/:id/decline': 'consultant',

  // Dashboards: own projects (D8) and own consultant profile (D1: another consultant's id answers 404)
  'GET /api/projects': 'signedIn',
  'PATCH /api/consultants/:id': ['consultant', 'admin'],
  // Issue 16: any signed-in user reaches the use case, which admits only a dual-role account without a profile
  'POST /api/consultants/own-profile': 'signedIn',

  // Public consultant directory and profile (D4: approved consultants, no private fields)
  'GET /api/consultants': 'public',
  'GET /api/consultants/:id': 'public',
  // Introduction requests (issue 7): anyone, signed in or not, rate limited per IP
  'POST /api/introduction-requests': 'public',
  // Public site forms and visit tracking (issue 8, D11): anyone, rate limited per IP
  'POST /api/get-matched': 'public',
  'POST /api/pricing-enquiry': 'public',
  'POST /api/waiting-list/charity': 'public',
  'POST /api/waiting-list/consultant': 'public',
  'POST /api/track-visit': 'public',
  // Admin read side of the public forms (issue 8)
  'GET /api/admin/waiting-list/charities': 'admin',
  'GET /api/admin/waiting-list/consultants': 'admin',
  'GET /api/admin/form-submissions': 'admin',
  'GET /api/admin/pricing-enquiries': 'admin',
  'GET /api/admin/analytics': 'admin',

  // Projects (issue 9, D8): participants only (others get 404 inside the route); creation by charities, assignment by admins
  'POST /api/projects': 'charity',
  'GET /api/projects/:id': 'signedIn',
  'PATCH /api/projects/:id/status': 'signedIn',
  'POST /api/projects/:id/assign': 'admin',
  'GET /api/projects/:id/messages': 'signedIn',
  'POST /api/projects/:id/messages': 'signedIn',
  'GET /api/projects/:id/files': 'signedIn',
  'POST /api/projects/:id/files': 'signedIn',
  'GET /api/projects/:id/files/:fileId': 'signedIn',
  'DELETE /api/projects/:id/files/:fileId': 'signedIn',
  // Membership (issue 9, D9)
  'POST /api/membership/requests': 'charity',
  'GET /api/admin/membership-requests': 'admin',
  'POST /api/admin/membership-requests/:id/activate': 'admin',
  'POST /api/admin/membership-requests/:id/change-tier': 'admin',
  'POST /api/admin/membership-requests/:id/decline': 'admin',
  // Account settings (issue 9): the caller's own details
  'GET /api/account': 'signedIn',
  // Personal data (issue 19, D19)
  'POST /api/account/delete': 'signedIn',
  'POST /api/account/export': 'signedIn',
  'GET /api/account/consents': 'signedIn',
  'PUT /api/account/mail-preferences': 'signedIn',
  'POST /api/admin/users/:userId/erase': 'admin',
  'PATCH /api/account': 'signedIn',

  // Notification centre (issue 16): the caller's own notifications
  'GET /api/notifications': 'signedIn',
  'POST /api/notifications/read': 'signedIn',
  // The consultant dashboard's introduction requests that name them (issue 16)
  'GET /api/introduction-requests/mine': 'consultant',
  // Availability freshness (D15): the mail's one-click links, the single-use token is the authority
  'GET /api/availability/confirm': 'public',
  'GET /api/availability/decline': 'public',
  'POST /api/availability/confirm': 'public',
  'POST /api/availability/decline': 'public',
  // Admin reports (issue 7): stale availability and unmet demand
  'GET /api/admin/stale-availability': 'admin',
  'GET /api/admin/unmet-demand': 'admin',
  // Outcomes (issue 18): the funnel report for the team, a consultant's own views and requests per month
  'GET /api/admin/outcomes': 'admin',
  'GET /api/outcomes/mine': 'consultant',
};
