import { ApiProperty } from '@nestjs/swagger';

import type { CharityProfileSummary, ConsultantProfileSummary, CurrentUser, LoginPolicy, MembershipRequestType, MembershipTier, PendingMembershipRequest, UserRole } from '../../../../contracts';
import { MEMBERSHIP_REQUEST_TYPES, MEMBERSHIP_TIERS, USER_ROLES } from '../../../../contracts';
import { ConsultantProfileSummarySchema } from '../../../../common/http/consultant-profile-summary.response';

/**
 * OpenAPI schemas of the signed-in user (GET /api/auth/me and every answer that starts a session). Each class
 * implements the contracts type it documents, so a field added there fails to compile here until documented.
 */

class PendingMembershipRequestSchema implements PendingMembershipRequest {
  @ApiProperty({ enum: MEMBERSHIP_REQUEST_TYPES }) type: MembershipRequestType;
  @ApiProperty({ enum: MEMBERSHIP_TIERS, nullable: true, description: "The tier a 'change_tier' request asks for, null otherwise" }) requestedTier: MembershipTier | null;
  @ApiProperty({ format: 'date-time' }) requestedAt: string;
}

class CharityProfileSummarySchema implements CharityProfileSummary {
  @ApiProperty({ enum: MEMBERSHIP_TIERS }) membershipTier: MembershipTier;
  @ApiProperty() membershipActive: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) membershipExpiry: string | null;
  @ApiProperty({ type: PendingMembershipRequestSchema, nullable: true, description: "The charity's newest membership request no admin has handled yet (D9)" })
  pendingMembershipRequest: PendingMembershipRequest | null;
}

export class CurrentUserSchema implements CurrentUser {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty() username: string;
  @ApiProperty({ enum: USER_ROLES }) role: UserRole;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty() isConsultant: boolean;
  @ApiProperty() isDualRole: boolean;
  @ApiProperty() mustChangePassword: boolean;
  @ApiProperty() hasAcceptedTerms: boolean;
  @ApiProperty() needsTermsUpdate: boolean;
  @ApiProperty({ type: String, nullable: true }) organization: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The bio typed at registration or in the application' }) bio: string | null;
  @ApiProperty({ type: ConsultantProfileSummarySchema, nullable: true }) consultantProfile: ConsultantProfileSummary | null;
  @ApiProperty({ type: CharityProfileSummarySchema, nullable: true }) charityProfile: CharityProfileSummary | null;
}

export class LoginPolicySchema implements LoginPolicy {
  @ApiProperty({ description: 'Consecutive failed sign-ins that lock an account' }) maxFailedAttempts: number;
  @ApiProperty({ description: 'Minutes a locked account stays locked' }) lockoutMinutes: number;
}
