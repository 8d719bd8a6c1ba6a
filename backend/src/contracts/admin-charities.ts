import type { AuditLogView } from './admin';
import type { MembershipTier } from './membership';
import type { ProjectStatus } from './projects';
import type { CharityOrganisationFields } from './account';

/** Issue 16 "Charities": the admins' list of registered charities and one charity's page. */
export const ADMIN_CHARITY_MEMBERSHIP_FILTERS = ['active', 'inactive'] as const;
export type AdminCharityMembershipFilter = (typeof ADMIN_CHARITY_MEMBERSHIP_FILTERS)[number];

export const ADMIN_CHARITY_MESSAGES = {
  tierInvalid: 'Tier must be one of: small, medium, large',
  membershipInvalid: "Membership must be 'active' or 'inactive'",
  searchTooLong: 'Search must be at most 100 characters',
} as const;
export const ADMIN_CHARITY_SEARCH_MAX_LENGTH = 100;

/** One row of GET /api/admin/charities. */
export interface AdminCharityRow {
  id: number;
  userId: number;
  organisation: string | null;
  contactName: string;
  email: string;
  membershipTier: MembershipTier;
  /** The tier as a person reads it ('Small charity …'). */
  membershipTierLabel: string;
  membershipActive: boolean;
  /** YYYY-MM-DD, or null before a first activation. */
  membershipExpiry: string | null;
  /** ISO 8601: when the account registered. */
  registeredAt: string;
  /** ISO 8601: the last successful sign-in, null if never (or before this was recorded). */
  lastSignInAt: string | null;
  projectCounts: Record<ProjectStatus, number>;
}

export interface AdminCharityProject {
  id: number;
  title: string;
  status: ProjectStatus;
  statusLabel: string;
  createdAt: string;
  consultantName: string | null;
}

export interface AdminCharityMembershipRequest {
  id: number;
  type: string;
  typeLabel: string;
  status: string;
  statusLabel: string;
  createdAt: string;
  handledAt: string | null;
}

/** What someone sent through a public form or the directory, found by the e-mail they gave (issue 16). */
export const ENQUIRY_BY_EMAIL_KINDS = ['introduction_request', 'form_submission', 'pricing_enquiry', 'charity_waiting_list', 'consultant_waiting_list'] as const;
export type EnquiryByEmailKind = (typeof ENQUIRY_BY_EMAIL_KINDS)[number];
export const ENQUIRY_BY_EMAIL_KIND_LABELS: Record<EnquiryByEmailKind, string> = {
  introduction_request: 'Introduction request',
  form_submission: 'Form submission',
  pricing_enquiry: 'Pricing enquiry',
  charity_waiting_list: 'Charity waiting list',
  consultant_waiting_list: 'Consultant waiting list',
};

export interface EnquiryByEmail {
  kind: EnquiryByEmailKind;
  /** The kind as the team reads it; a form submission names its form ('Get Matched'). */
  kindLabel: string;
  id: number;
  /** The name given on the form. */
  name: string;
  /** What was asked for: the project description, message, support needed or primary need. */
  summary: string | null;
  /** The introduction request's status as a label; null for the kinds that have none. */
  statusLabel: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/** GET /api/admin/charities/{id}. */
export interface AdminCharityDetail extends AdminCharityRow, CharityOrganisationFields {
  username: string;
  phone: string | null;
  website: string | null;
  projects: AdminCharityProject[];
  membershipRequests: AdminCharityMembershipRequest[];
  /** The newest enquiries made with the charity's e-mail (any case), every kind, newest first. */
  enquiries: EnquiryByEmail[];
  /** The newest audit rows about or by the charity's account. */
  auditTrail: AuditLogView[];
}

/** How many of a charity's rows its page shows at most per section (the full lists are paged elsewhere). */
export const ADMIN_CHARITY_DETAIL_LIMIT = 50;

export const MEMBERSHIP_REQUEST_TYPE_LABELS = { activate: 'Activate Membership', renew: 'Renew Early', change_tier: 'Change Tier' } as const;
export const MEMBERSHIP_REQUEST_STATUS_LABELS = { pending: 'Open', done: 'Handled', declined: 'Declined' } as const;

/** Issue 16 "Parties everywhere": who a project belongs to, on every row of an admin's GET /api/projects. */
export interface AdminProjectParties {
  charity: { id: number; name: string; contactName: string; contactEmail: string };
  /** The assigned consultant's full name (admins see it in full), null before assignment. */
  consultant: { id: number; name: string } | null;
}

export type AdminProjectSummary = import('./projects').ProjectSummary & AdminProjectParties;
export const ADMIN_PROJECT_EXPORT_FORBIDDEN = 'Only the team can export the list of every project';

/**
 * Issue 16 "Profiles that are not thin": a pre-listed consultant goes straight into the directory, so the admin
 * form requires what the directory shows of them: expertise, years of experience and a profile summary.
 */
export const PRE_LISTED_PROFILE_MESSAGES = {
  profileSummaryRequired: 'Please add a profile summary: the directory shows it to charities',
} as const;
