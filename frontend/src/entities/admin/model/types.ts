import type {
  AdminProjectParties,
  StaleAvailabilityEntry,
  UnmetDemandReport,
  AdminIntroductionRequestView,
  AnalyticsDay,
  AnalyticsSummary,
  FormSubmissionView,
  PricingEnquiryView,
  AuditLogView,
  ConsultantApplicationView,
  CredentialRecordView,
  CredentialTestView,
  OutboxMailView,
  PreListedConsultantView,
  ProjectStatus,
  RegisteredConsultantView,
  SignedTermsView,
  UpdateIntroductionRequestRequest,
  MembershipRequestStatus,
  MembershipRequestType,
  MembershipTier,
} from '@contracts';

// The server's own views (contracts/admin.ts) under the names the screens use.
export type ConsultantApplication = ConsultantApplicationView;
export type RegisteredConsultant = RegisteredConsultantView;
export type PreListedConsultant = PreListedConsultantView;
export type CredentialRecord = CredentialRecordView;
export type CredentialTestResult = CredentialTestView;
export type SignedTermsRecord = SignedTermsView;
export type AdminIntroductionRequest = AdminIntroductionRequestView;
export type IntroductionMove = UpdateIntroductionRequestRequest;
export type OutboxMail = OutboxMailView;
export type AuditEntry = AuditLogView;
export type { CreateConsultantAccountRequest, StandardizeResult } from '@contracts';
export type { CharityWaitingListEntry, ConsultantWaitingListEntry } from '@contracts';
export type FormSubmission = FormSubmissionView;
export type PricingEnquiry = PricingEnquiryView;
export type VisitsPerDay = AnalyticsDay;
export type Analytics = AnalyticsSummary;

/** Shapes of the /api/admin answers (spec 001 §3, issue 10). Fields the spec marks optional stay optional. */

export interface IssuedCredentials {
  consultantId: number;
  username: string;
  temporaryPassword: string;
}

export interface AdminProject {
  id: number;
  title: string;
  status: ProjectStatus;
  createdAt: string;
  startDate?: string | null;
  endDate?: string | null;
  expertiseRequired?: string[];
  /** Issue 16: the admins' rows name both parties (AdminProjectParties). */
  charity?: AdminProjectParties['charity'] | null;
  consultant?: AdminProjectParties['consultant'];
}

export interface MembershipRequest {
  id: number;
  type: MembershipRequestType;
  /** The tier a `change_tier` request asks for (issue 16). */
  requestedTier?: MembershipTier | null;
  status: MembershipRequestStatus;
  createdAt: string;
  handledAt?: string | null;
  charity?: { id: number; name: string; contactEmail: string; membershipTier: string; membershipActive: boolean; membershipExpiry: string | null };
}

/** GET /api/admin/stale-availability entry and GET /api/admin/unmet-demand: the server's own types. */
export type StaleAvailability = StaleAvailabilityEntry;
export type { UnmetDemandReport };

/** POST /api/admin/create-consultant-account (spec 001 §3, full form). */
