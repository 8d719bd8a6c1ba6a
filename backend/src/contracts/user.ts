import type { MembershipRequestType, MembershipTier } from './membership';
import type { UserRole } from './roles';

export interface ConsultantProfileSummary {
  id: number;
  expertise: string[];
  specialisations: string | null;
  yearsExperience: number;
  availability: boolean;
  profileSummary: string | null;
  previousExperience: string | null;
  linkedin: string | null;
  isApproved: boolean;
  isFeatured: boolean;
}

/**
 * Body of PATCH /api/consultants/{id} (spec 000 §7, spec 001 §5 "Profile form"): any subset. Blank text
 * clears a field (stored as null). Approval, featuring and ownership can never be set here (DECISIONS D1).
 */
export interface ConsultantProfileUpdate {
  availability?: boolean;
  expertise?: string[];
  specialisations?: string | null;
  yearsExperience?: number;
  profileSummary?: string | null;
  previousExperience?: string | null;
  linkedin?: string | null;
}

/** A membership request of the charity that no admin has handled yet (D9). */
export interface PendingMembershipRequest {
  type: MembershipRequestType;
  /** The tier a `change_tier` request asks for, null otherwise. */
  requestedTier: MembershipTier | null;
  /** ISO 8601 timestamp. */
  requestedAt: string;
}

export interface CharityProfileSummary {
  membershipTier: MembershipTier;
  membershipActive: boolean;
  membershipExpiry: string | null;
  /** The newest open request, so the dashboard shows it pending after a reload; null once an admin handled it. */
  pendingMembershipRequest: PendingMembershipRequest | null;
}

/** Shape of GET /api/auth/user (spec 000 §3 "Current user"). */
export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  username: string;
  role: UserRole;
  isAdmin: boolean;
  isConsultant: boolean;
  isDualRole: boolean;
  mustChangePassword: boolean;
  hasAcceptedTerms: boolean;
  needsTermsUpdate: boolean;
  organization: string | null;
  /**
   * The bio typed at registration or in the application (users.bio). Not in the spec's current-user list;
   * a consultant's dashboard shows it as their professional background, as the public profile will.
   */
  bio: string | null;
  consultantProfile: ConsultantProfileSummary | null;
  charityProfile: CharityProfileSummary | null;
}

/** GET /api/auth/login-policy: what the login form tells a user before the lock (DECISIONS D3). */
export interface LoginPolicy {
  /** Consecutive failed logins that lock an account. */
  maxFailedAttempts: number;
  /** How long the lock lasts (LOGIN_LOCKOUT_MINUTES). */
  lockoutMinutes: number;
}

/** POST /api/auth/login answers with the current user (spec reads the flags below). */
export type LoginResponse = CurrentUser;

export interface ApiErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string>;
  code?: string;
  lockoutRemaining?: number;
}
