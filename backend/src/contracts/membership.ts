import type { CursorPaging } from './list-cursor';

export const MEMBERSHIP_TIERS = ['small', 'medium', 'large'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];
export const DEFAULT_MEMBERSHIP_TIER: MembershipTier = 'small';

export const ORGANISATION_SIZE_LABELS: Record<MembershipTier, string> = {
  small: 'Small Organization',
  medium: 'Medium Organization',
  large: 'Large Organization',
};

/** One set of revenue bands everywhere (DECISIONS D9). */
export const REVENUE_BANDS: Record<MembershipTier, string> = {
  small: 'Under £1 million',
  medium: '£1–10 million',
  large: 'Over £10 million',
};

/** Prices in whole pounds (DECISIONS D9). */
export const MEMBERSHIP_PRICES: Record<MembershipTier, { monthly: number; annual: number }> = {
  small: { monthly: 129, annual: 1393 },
  medium: { monthly: 249, annual: 2686 },
  large: { monthly: 479, annual: 5166 },
};

export const MEMBER_DISCOUNT_PERCENT: Record<MembershipTier, number> = {
  small: 5,
  medium: 10,
  large: 15,
};

export const MEMBERSHIP_INITIAL_COMMITMENT_MONTHS = 6;
export const ANNUAL_SAVING_PERCENT = 10;
export const ONE_OFF_SETUP_FEE = 249;
export const ONE_OFF_REGULAR_SETUP_FEE = 499;
export const SETUP_FEE_CREDIT_DAYS = 30;

export function isMembershipTier(value: unknown): value is MembershipTier {
  return typeof value === 'string' && (MEMBERSHIP_TIERS as readonly string[]).includes(value);
}

/** The provider's margin on consulting contracts, on top of the setup fee (spec 000 §9). */
export const PROVIDER_MARGIN_PERCENT = 25;

/**
 * Membership requests (DECISIONS D9): the seam where a payment provider would plug in. `change_tier` (issue 16,
 * Manage Membership) asks the team to move the membership to another tier; an admin approves or declines it.
 */
export const MEMBERSHIP_REQUEST_TYPES = ['activate', 'renew', 'change_tier'] as const;
export type MembershipRequestType = (typeof MEMBERSHIP_REQUEST_TYPES)[number];
/** `declined`: an admin answered no (issue 16); `done`: the request was carried out. */
export const MEMBERSHIP_REQUEST_STATUSES = ['pending', 'done', 'declined'] as const;
export type MembershipRequestStatus = (typeof MEMBERSHIP_REQUEST_STATUSES)[number];
export const MEMBERSHIP_RENEWAL_MONTHS = 1;
export const MEMBERSHIP_REMINDER_DAYS_BEFORE = 14;
export const ADMIN_MEMBERSHIP_REQUESTS_PAGE_SIZE = 20;

export const MEMBERSHIP_MESSAGES = {
  typeInvalid: "Please choose 'activate', 'renew' or 'change_tier'",
  tierInvalid: 'Please choose a membership tier: small, medium or large',
  tierUnchanged: 'Your membership is already on this tier',
  tierChangeOpen: 'You have already asked to change your tier; our team will answer that request first',
  notTierChange: 'This request does not ask for a tier change',
  isTierChange: 'This request asks for a tier change: approve or decline it as such',
  notFound: 'Membership request not found',
  alreadyDone: 'This membership request has already been handled',
  renewNeedsActive: 'Only an active membership can be renewed early',
  alreadyActive: 'Your membership is already active',
} as const;

export interface MembershipRequestView {
  id: number;
  type: MembershipRequestType;
  /** The tier asked for by a `change_tier` request, null otherwise. */
  requestedTier: MembershipTier | null;
  status: MembershipRequestStatus;
  /** ISO 8601 timestamp. */
  createdAt: string;
  /** ISO 8601 timestamp, null while open. */
  handledAt: string | null;
}

/** An entry of the admins' list: the request with its charity. */
export interface AdminMembershipRequest extends MembershipRequestView {
  charity: { id: number; name: string; contactEmail: string; membershipTier: MembershipTier; membershipActive: boolean; membershipExpiry: string | null };
}

/** The admins' list, a page by number or (issue 22) by cursor: `page` is null on a page read by cursor. */
export interface AdminMembershipRequestPage extends CursorPaging {
  items: AdminMembershipRequest[];
}
