import type { MembershipTier } from './membership';
import type { MembershipRequestType } from './membership';
import type { ProjectStatus } from './projects';
import type { CharityOrganisationFields } from './account';

/**
 * Request bodies, one type per endpoint: the server's request DTOs implement them and the screens build
 * them, so a renamed or retyped field fails to compile on both sides.
 */

/**
 * D14: both consents go with every sign-up, as the person ticked them; the server refuses anything but
 * true ('You must accept the terms and conditions' / 'You must accept the privacy policy').
 */
export interface SignUpConsent {
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

/**
 * The account part of POST /api/register/charity and /api/register/consultant (spec 000 §3). Optional
 * text may be '' or null (stored as null); each wizard requires more (below). Web addresses are http(s)
 * only (web-address.ts).
 */
export interface AccountRegistrationFields extends SignUpConsent {
  username: string;
  password: string;
  email: string;
  name: string;
  organisation?: string | null;
  phone?: string | null;
  website?: string | null;
  bio?: string | null;
}

/**
 * POST /api/register/charity; the organisation is required. confirmPassword is never sent. The server
 * also reads numbers sent as text the way the screens do ('£250,000', parseWholeNumber).
 */
export interface CharityRegistrationRequest extends AccountRegistrationFields {
  organisation: string;
  charity: {
    registeredNumber?: string | null;
    revenue: number;
    employeeCount: number;
    foundingYear: number;
    mission?: string | null;
    primaryCause?: string | null;
    location?: string | null;
    membershipTier?: MembershipTier;
  };
}

/** POST /api/register/consultant; phone, bio, LinkedIn and one expertise area are required. */
export interface ConsultantApplicationRequest extends AccountRegistrationFields {
  phone: string;
  bio: string;
  consultant: {
    expertise: string[];
    yearsExperience: number;
    availability: boolean;
    linkedin: string;
    /** Optional at application, shown on the admin's application card and later on the profile (issue 16). */
    profileSummary?: string | null;
    previousExperience?: string | null;
  };
}

/** POST /api/auth/login. */
export interface LoginRequest {
  username: string;
  password: string;
}

/** POST /api/auth/forgot-password. */
export interface ForgotPasswordRequest {
  email: string;
}

/** POST /api/auth/reset-password. */
export interface ResetPasswordRequest {
  token: string;
  email: string;
  password: string;
}

/** POST /api/auth/change-password. currentPassword is left out only while a temporary password is in force. */
export interface ChangePasswordRequest {
  currentPassword?: string;
  newPassword: string;
}

/** POST /api/auth/accept-terms. */
export interface AcceptTermsRequest {
  acceptTerms: true;
  /** Sent by the first onboarding form only (spec 001 §7). */
  acceptDataProcessing?: true;
  /** Informational: the server records the User-Agent header it saw. */
  userAgent?: string;
}

/** POST /api/admin/create-pre-listed-consultant (spec 001 §3). Blank temporaryPassword: one is generated. */
/** The profile fields every way of creating a consultant profile asks for (issue 16: none may be thin). */
export interface ConsultantProfileFields {
  yearsExperience: number;
  expertise: string[];
  /** Required (issue 16): the directory lists the consultant and shows it. */
  profileSummary: string;
  previousExperience?: string | null;
  specialisations?: string | null;
  linkedin?: string | null;
}

/** POST /api/consultants/own-profile (issue 16): a dual-role account without a consultant profile creates one. */
export type CreateOwnConsultantProfileRequest = ConsultantProfileFields;

export interface CreatePreListedConsultantRequest extends ConsultantProfileFields {
  name: string;
  email: string;
  username: string;
  temporaryPassword?: string | null;
  organisation?: string | null;
}

/** POST /api/admin/assign-temp-credentials/{consultantId}. Blank tempPassword: one is generated. */
export interface AssignTempCredentialsRequest {
  tempPassword?: string | null;
}

/** POST /api/introduction-requests from the introduction-request dialog (spec 000 §2, §5). */
export interface IntroductionDialogRequest {
  charityName: string;
  contactName: string;
  email: string;
  phone?: string | null;
  projectDescription: string;
  expertiseNeeded: string;
  timeline: string;
  consultantId?: number | null;
}

/**
 * POST /api/introduction-requests from the directory modal (spec 000 §3). consultantName and
 * consultantEmail are accepted for compatibility but ignored: the server resolves the consultant (D4).
 */
export interface IntroductionModalRequest {
  consultantId: number;
  consultantName?: string | null;
  consultantEmail?: string | null;
  requesterName: string;
  requesterEmail: string;
  requesterOrganisation?: string | null;
  message: string;
}

/** The request as stored and answered (201): the whitelisted fields of introduction_requests. */
export interface IntroductionRequestView {
  id: number;
  charityName: string;
  contactName: string;
  email: string;
  phone: string | null;
  projectDescription: string;
  expertiseNeeded: string;
  timeline: string;
  consultantId: number | null;
  status: string;
  createdAt: string;
}

/** POST /api/get-matched and POST /api/pricing-enquiry (spec 000 §7, 001 §3): the same four fields. */
export interface EnquiryRequest {
  fullName: string;
  organisationName: string;
  email: string;
  supportNeeded: string;
}

/** POST /api/waiting-list/charity (spec 000 §3, 001 §3). */
export interface CharityWaitingListRequest {
  charityName: string;
  contactName: string;
  email: string;
  phone?: string | null;
  charitySize: string;
  primaryNeed?: string | null;
  currentChallenges?: string | null;
}

/** POST /api/waiting-list/consultant (spec 000 §3, 001 §3). */
export interface ConsultantWaitingListRequest {
  fullName: string;
  email: string;
  phone?: string | null;
  currentRole: string;
  yearsExperience: string;
  expertiseAreas: string;
  charityExperience: string;
  availability: string;
  motivations?: string | null;
  currentConsulting: string;
}

/** POST /api/track-visit (spec 000 §7). */
export interface TrackVisitRequest {
  page: string;
  visitorId: string;
}

/** POST /api/projects (spec 001 §3). status, consultantId and charityId are never read from a body. */
export interface CreateProjectRequest {
  title: string;
  description: string;
  expertiseRequired: string[];
  estimatedHours?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  notes?: string | null;
  type?: 'oneoff' | null;
}

/** PATCH /api/projects/{id}/status (D8). */
export interface ChangeProjectStatusRequest {
  status: ProjectStatus;
}

/** POST /api/projects/{id}/assign (D8, admin). */
export interface AssignConsultantRequest {
  consultantId: number;
}

/** POST /api/projects/{id}/messages. */
export interface PostProjectMessageRequest {
  content: string;
}

/** POST /api/membership/requests (D9). */
export interface CreateMembershipRequestRequest {
  type: MembershipRequestType;
  /** Required with `change_tier`: the tier asked for (issue 16). */
  tier?: MembershipTier;
}

/** PATCH /api/account: the signed-in user's own details; e-mail changes need the current password. */
export interface UpdateAccountRequest {
  name?: string;
  email?: string;
  currentPassword?: string;
  phone?: string | null;
  bio?: string | null;
  website?: string | null;
  organisation?: string | null;
  charity?: Partial<CharityOrganisationFields>;
}
