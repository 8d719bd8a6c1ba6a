import type { IntroductionDeclineReason, IntroductionRequestStatus, ProjectStatus } from '@contracts';

/** Shapes of the /api/admin answers (spec 001 §3, issue 10). Fields the spec marks optional stay optional. */

export interface ConsultantApplication {
  id: number;
  user: {
    name: string;
    email: string;
    phone?: string | null;
    organisation?: string | null;
    website?: string | null;
    bio?: string | null;
    createdAt?: string;
  };
  yearsExperience: number;
  expertise: string[];
  linkedin?: string | null;
  availability?: boolean;
  profileSummary?: string | null;
  previousExperience?: string | null;
}

export interface CharityWaitingListEntry {
  id: number;
  charityName: string;
  contactName: string;
  email: string;
  phone?: string | null;
  charitySize?: string | null;
  primaryNeed?: string | null;
  currentChallenges?: string | null;
  createdAt: string;
}

export interface ConsultantWaitingListEntry {
  id: number;
  fullName: string;
  email: string;
  phone?: string | null;
  currentRole?: string | null;
  yearsExperience?: string | null;
  expertiseAreas?: string | null;
  charityExperience?: string | null;
  availability?: string | null;
  motivations?: string | null;
  currentConsulting?: string | null;
  createdAt: string;
}

export interface VisitsPerDay {
  date: string;
  visits: number;
  uniqueVisitors: number;
}

export interface Analytics {
  totalVisits: number;
  uniqueVisitors: number;
  perDay?: VisitsPerDay[];
}

export interface FormSubmission {
  id: number;
  formType: string;
  enquirerName: string;
  enquirerEmail: string;
  charityName: string;
  consultantName?: string | null;
  messageContent?: string | null;
  submittedAt: string;
}

export interface RegisteredConsultant {
  id: number;
  name: string;
  email: string;
  username?: string | null;
  organisation?: string | null;
  isApproved: boolean;
  mustChangePassword: boolean;
  hasAcceptedTerms: boolean;
  createdAt: string;
}

export interface PreListedConsultant {
  id: number;
  name: string;
  email: string;
  expertise: string[];
  requiresPasswordChange: boolean;
  hasAcceptedTerms: boolean;
}

export interface CredentialRecord {
  consultantId: number;
  name: string;
  username: string | null;
  temporaryPassword: string | null;
  email: string;
  mustChangePassword: boolean;
  isApproved: boolean;
  hasAcceptedTerms: boolean;
}

export interface IssuedCredentials {
  consultantId: number;
  username: string;
  temporaryPassword: string;
}

export interface StandardizeResult {
  consultantId: number;
  username: string;
  status: 'updated' | 'skipped';
  reason?: string;
}

export interface CredentialTestResult {
  ok?: boolean;
  success?: boolean;
  message?: string;
}

export interface SignedTermsRecord {
  id: number;
  name: string;
  email: string;
  username: string;
  role: string;
  termsAcceptedAt: string;
  termsIpAddress: string | null;
  termsUserAgent: string | null;
}

export interface AdminIntroductionRequest {
  id: number;
  charityName: string;
  contactName: string;
  email: string;
  phone?: string | null;
  projectDescription: string;
  expertiseNeeded: string;
  timeline: string;
  consultantId?: number | null;
  consultantName?: string | null;
  status: IntroductionRequestStatus;
  declineReason?: IntroductionDeclineReason | null;
  note?: string | null;
  overdue: boolean;
  createdAt: string;
}

export interface IntroductionMove {
  status: IntroductionRequestStatus;
  declineReason?: IntroductionDeclineReason;
  note?: string;
}

export interface AdminProject {
  id: number;
  title: string;
  status: ProjectStatus;
  createdAt: string;
  startDate?: string | null;
  endDate?: string | null;
  expertiseRequired?: string[];
  charity?: { name: string; contactEmail?: string | null } | null;
  consultant?: { name: string } | null;
}

export interface MembershipRequest {
  id: number;
  type: 'activate' | 'renew';
  status: string;
  createdAt: string;
  handledAt?: string | null;
  charity?: { id: number; name: string; contactEmail: string; membershipTier: string; membershipActive: boolean; membershipExpiry: string | null };
}

export interface PricingEnquiry {
  id: number;
  fullName: string;
  organisationName: string;
  email: string;
  supportNeeded: string;
  createdAt: string;
}

export interface StaleAvailability {
  id: number;
  name?: string;
  firstName?: string;
  lastName?: string;
  email: string;
  availability: boolean;
  availabilityConfirmedAt: string | null;
  days: number | null;
}

export interface OutboxMail {
  id: number;
  recipient: string;
  template: string;
  status: string;
  attempts: number;
  lastError?: string | null;
  createdAt: string;
  updatedAt?: string | null;
}

export interface AuditEntry {
  id: number;
  action: string;
  actorUserId: number | null;
  actorName?: string | null;
  subjectType?: string | null;
  subjectId?: string | number | null;
  ipAddress?: string | null;
  details?: unknown;
  createdAt: string;
}

/** POST /api/admin/create-consultant-account (spec 001 §3, full form). */
export interface CreateConsultantAccountRequest {
  name: string;
  email: string;
  username: string;
  phone?: string;
  bio?: string;
  expertise: string[];
  yearsExperience: number;
  profileSummary: string;
  previousExperience: string;
  specializations?: string;
  linkedin?: string;
  isApproved: boolean;
  isFeatured: boolean;
}
