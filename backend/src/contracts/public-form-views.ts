import type { CursorPageOf } from './list-cursor';
import type { MembershipTier } from './membership';

/** 201 of POST /api/get-matched and POST /api/pricing-enquiry. */
export interface EnquiryReceipt {
  id: number;
  message: string;
}

/** 201 (new entry) or 200 (same e-mail: the entry was updated) of the waiting-list forms. */
export interface WaitingListReceipt {
  id: number;
  updated: boolean;
  message: string;
}

/** Admin: one charity waiting-list entry (spec 001 §3). */
export interface CharityWaitingListEntry {
  id: number;
  charityName: string;
  contactName: string;
  email: string;
  phone: string | null;
  charitySize: MembershipTier;
  primaryNeed: string | null;
  currentChallenges: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Admin: one consultant waiting-list entry (spec 001 §3). */
export interface ConsultantWaitingListEntry {
  id: number;
  fullName: string;
  email: string;
  phone: string | null;
  currentRole: string;
  yearsExperience: string;
  expertiseAreas: string;
  charityExperience: string;
  availability: string;
  motivations: string | null;
  currentConsulting: string;
  createdAt: string;
  updatedAt: string;
}

/** Admin: one form submission (spec 001 §3, §2 Form Submissions). */
export interface FormSubmissionView {
  id: number;
  formType: 'get_matched' | 'introduction_request';
  enquirerName: string;
  enquirerEmail: string;
  charityName: string | null;
  consultantName: string | null;
  messageContent: string | null;
  submittedAt: string;
}

/** GET /api/admin/form-submissions: a page of submissions under `submissions` (not `data`), by number or cursor. */
export type FormSubmissionPage = CursorPageOf<'submissions', FormSubmissionView>;

/** Admin: one pricing enquiry. */
export interface PricingEnquiryView {
  id: number;
  fullName: string;
  organisationName: string;
  email: string;
  supportNeeded: string;
  createdAt: string;
}

export interface FormListPaging {
  total: number;
  page: number;
  pageSize: number;
}

export interface AnalyticsDay {
  /** YYYY-MM-DD, UTC. */
  date: string;
  visits: number;
  uniqueVisitors: number;
}

/** GET /api/admin/analytics: all-time totals (D11) and the last 30 days, oldest first, every day present. */
export interface AnalyticsSummary {
  totalVisits: number;
  uniqueVisitors: number;
  perDay: AnalyticsDay[];
}
