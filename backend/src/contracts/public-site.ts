import { MEMBERSHIP_TIERS, REVENUE_BANDS, type MembershipTier } from './membership';

/**
 * Texts of the public screens that the server never sends (issue 8); the forms' rules and messages are
 * in public-forms.ts.
 */

/** charitySize takes the membership tiers, with D9's one set of revenue bands. */
export const CHARITY_SIZES = MEMBERSHIP_TIERS;
export const CHARITY_SIZE_LABELS: Record<MembershipTier, string> = {
  small: `Small (${REVENUE_BANDS.small.toLowerCase()} annual income)`,
  medium: `Medium (${REVENUE_BANDS.medium} annual income)`,
  large: `Large (${REVENUE_BANDS.large.toLowerCase()} annual income)`,
};

/** Toasts of both enquiry forms (spec 000 §8 "Pricing enquiry", "Get-matched: same texts"). */
export const ENQUIRY_FAILURE_TITLE = 'Error';
export const ENQUIRY_FAILURE_FALLBACK = 'Failed to submit enquiry. Please try again.';

/** spec 000 §8 without an address, for when no CONTACT_EMAIL is configured. */
export const WAITING_LIST_FAILED_NO_CONTACT = 'Submission failed. Please try again.';

/**
 * The lazy chunk of each public page, by path (`:id` stands for a path's last segment). The server
 * preloads it with the page's HTML. The names must match the webpackChunkName comments in
 * frontend/src/app/routes/routeTable.tsx.
 */
export const PUBLIC_PAGE_CHUNKS: Readonly<Record<string, string>> = {
  '/': 'page-home',
  '/about': 'page-about',
  '/pricing': 'page-pricing',
  '/get-matched': 'page-get-matched',
  '/book-a-call': 'page-book-a-call',
  '/waiting-list': 'page-waiting-list',
  '/market-test': 'page-waiting-list',
  '/consultants': 'page-consultants',
  '/consultants/:id': 'page-consultant-profile',
  '/login': 'page-login',
  '/register': 'page-register',
  '/consultant-application': 'page-consultant-application',
  '/forgot-password': 'page-forgot-password',
  '/reset-password': 'page-reset-password',
  '/terms': 'page-terms',
  '/privacy': 'page-privacy',
  '/accessibility': 'page-accessibility',
};
