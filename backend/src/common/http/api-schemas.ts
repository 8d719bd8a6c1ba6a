import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import type {
  CaseStudyFigure,
  ConsultantProfile,
  ConsultantRating,
  PublicCaseStudy,
  PublicReview,
  ReviewReply,
  MailBacklogView,
  ApiErrorBody,
  CharityProfileSummary,
  ConsultantProfileSummary,
  CurrentUser,
  DirectoryConsultant,
  DirectoryConsultantUser,
  DirectoryPage,
  IntroductionRequestView,
  LoginPolicy,
  MembershipRequestType,
  MembershipTier,
  PendingMembershipRequest,
  ProjectStatus,
  ProjectSummary,
  UserRole,
} from '../../contracts';
import { EXPERTISE_KEYS, MEMBERSHIP_REQUEST_TYPES, MEMBERSHIP_TIERS, PROJECT_STATUSES, USER_ROLES } from '../../contracts';

/**
 * OpenAPI schemas of the responses (issue 6 §4). Each class implements the contracts type the screens
 * read, so a field added there and forgotten here fails to compile. Classes, not interfaces, because
 * @nestjs/swagger reads decorators; they are never instantiated.
 */

export class ErrorBodySchema implements ApiErrorBody {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ description: 'What the screen shows (for validation: the first field message)' }) message: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: "Field → message, e.g. 'charity.revenue'" })
  errors?: Record<string, string>;
  @ApiPropertyOptional({ example: 'ONBOARDING_REQUIRED' }) code?: string;
  @ApiPropertyOptional({ description: 'Minutes left on a lockout (429)' }) lockoutRemaining?: number;
}

export class MessageSchema {
  @ApiProperty() message: string;
}

export class ConsultantProfileSummarySchema implements ConsultantProfileSummary {
  @ApiProperty() id: number;
  @ApiProperty({ type: [String], enum: EXPERTISE_KEYS }) expertise: string[];
  @ApiProperty({ type: String, nullable: true }) specialisations: string | null;
  @ApiProperty() yearsExperience: number;
  @ApiProperty() availability: boolean;
  @ApiProperty({ type: String, nullable: true }) profileSummary: string | null;
  @ApiProperty({ type: String, nullable: true }) previousExperience: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uri' }) linkedin: string | null;
  @ApiProperty() isApproved: boolean;
  @ApiProperty() isFeatured: boolean;
}

/** Issue 18 (D18): a consultant's rating as the directory and profile show it. */
export class ConsultantRatingSchema implements ConsultantRating {
  @ApiProperty({ type: Number, nullable: true, description: 'Mean of published reviews’ scores, one decimal; null under 3 reviews' }) average: number | null;
  @ApiProperty({ description: 'Published, visible reviews' }) count: number;
}

export class ReviewReplySchema implements ReviewReply {
  @ApiProperty() text: string;
  @ApiProperty({ format: 'date-time' }) repliedAt: string;
}

export class PublicReviewSchema implements PublicReview {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Mean of the three ratings, one decimal' }) score: number;
  @ApiProperty() expertise: number;
  @ApiProperty() communication: number;
  @ApiProperty() impact: number;
  @ApiProperty() text: string;
  @ApiProperty({ description: "The organisation, or 'A charity in {cause}' when anonymous; never a person's name (D4)" }) charity: string;
  @ApiProperty({ format: 'date-time' }) publishedAt: string;
  @ApiProperty({ type: ReviewReplySchema, nullable: true }) reply: ReviewReplySchema | null;
}

export class CaseStudyFigureSchema implements CaseStudyFigure {
  @ApiProperty() value: string;
  @ApiProperty() label: string;
}

export class PublicCaseStudySchema implements PublicCaseStudy {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() challenge: string;
  @ApiProperty() approach: string;
  @ApiProperty() outcome: string;
  @ApiProperty({ type: [CaseStudyFigureSchema] }) figures: CaseStudyFigureSchema[];
  @ApiProperty({ description: "The organisation if the charity agreed to be named, else 'A charity in {cause}'" }) charity: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) publishedAt: string | null;
}

export class DirectoryConsultantUserSchema implements DirectoryConsultantUser {
  @ApiProperty({ description: 'First name only (D4)' }) name: string;
  @ApiProperty({ type: String, nullable: true }) organisation: string | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
}

/** Spec 000 §3 "Directory entry" without private fields (D4); also the public profile. */
export class DirectoryConsultantSchema implements DirectoryConsultant {
  @ApiProperty() id: number;
  @ApiProperty({ type: DirectoryConsultantUserSchema }) user: DirectoryConsultantUserSchema;
  @ApiProperty({ type: [String], enum: EXPERTISE_KEYS }) expertise: string[];
  @ApiProperty() availability: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) availabilityConfirmedAt: string | null;
  @ApiProperty({ description: "Available and confirmed within 30 days (D15); otherwise the card shows 'Coming Soon'" }) availableNow: boolean;
  @ApiProperty() yearsExperience: number;
  @ApiProperty({ type: String, nullable: true }) profileSummary: string | null;
  @ApiProperty({ type: String, nullable: true }) specializations: string | null;
  @ApiProperty({ type: String, nullable: true }) previousExperience: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty() isApproved: boolean;
  @ApiProperty() isFeatured: boolean;
  @ApiProperty({ type: ConsultantRatingSchema }) rating: ConsultantRatingSchema;
}

/** GET /api/consultants/{id}: the entry plus the latest published reviews and the published case studies (D18). */
export class ConsultantProfileSchema extends DirectoryConsultantSchema implements ConsultantProfile {
  @ApiProperty({ type: [PublicReviewSchema] }) reviews: PublicReviewSchema[];
  @ApiProperty({ type: [PublicCaseStudySchema] }) caseStudies: PublicCaseStudySchema[];
}

export class DirectoryPageSchema implements DirectoryPage {
  @ApiProperty({ type: [DirectoryConsultantSchema] }) data: DirectoryConsultantSchema[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class PendingMembershipRequestSchema implements PendingMembershipRequest {
  @ApiProperty({ enum: MEMBERSHIP_REQUEST_TYPES }) type: MembershipRequestType;
  @ApiProperty({ enum: MEMBERSHIP_TIERS, nullable: true, description: "The tier a 'change_tier' request asks for, null otherwise" }) requestedTier: MembershipTier | null;
  @ApiProperty({ format: 'date-time' }) requestedAt: string;
}

export class CharityProfileSummarySchema implements CharityProfileSummary {
  @ApiProperty({ enum: MEMBERSHIP_TIERS }) membershipTier: MembershipTier;
  @ApiProperty() membershipActive: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) membershipExpiry: string | null;
  @ApiProperty({ type: PendingMembershipRequestSchema, nullable: true, description: "The charity's newest membership request no admin has handled yet (D9)" })
  pendingMembershipRequest: PendingMembershipRequest | null;
}

export class LoginPolicySchema implements LoginPolicy {
  @ApiProperty({ description: 'Consecutive failed sign-ins that lock an account' }) maxFailedAttempts: number;
  @ApiProperty({ description: 'Minutes a locked account stays locked' }) lockoutMinutes: number;
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

export class ProjectSummarySchema implements ProjectSummary {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: PROJECT_STATUSES }) status: ProjectStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) startDate: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) endDate: string | null;
  @ApiProperty({ type: [String] }) expertiseRequired: string[];
}

export class IssuedCredentialsSchema {
  @ApiProperty() consultantId: number;
  @ApiProperty() username: string;
  @ApiProperty({ description: 'Shown once, to the admin (DECISIONS D5)' }) temporaryPassword: string;
}

export class HealthSchema {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
  @ApiProperty({ enum: ['up'] }) database: 'up';
}

export class MailBacklogSchema implements MailBacklogView {
  @ApiProperty({ description: 'Mails waiting to go out (due, or waiting out a retry back-off)' }) pending: number;
  @ApiProperty({ description: 'Seconds the longest-waiting due mail has waited for the dispatcher; 0 when none is due' })
  oldestPendingAgeSeconds: number;
  @ApiProperty({ description: 'Mails that failed for good' }) failed: number;
}

export class ReadinessSchema extends HealthSchema {
  @ApiProperty({ description: 'Outbox mails that failed for good' }) failedMails: number;
  @ApiProperty({ type: MailBacklogSchema, description: 'The outbox backlog (issue 15); also in the body of a 503' }) mail: MailBacklogSchema;
}

/** POST /api/introduction-requests (201): the stored request, whitelisted. */
export class IntroductionRequestSchema implements IntroductionRequestView {
  @ApiProperty() id: number;
  @ApiProperty({ description: "The charity, or the directory modal's organisation ('' when not given)" }) charityName: string;
  @ApiProperty() contactName: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() projectDescription: string;
  @ApiProperty({ description: "An expertise key; '' for the directory modal, which asks none" }) expertiseNeeded: string;
  @ApiProperty({ description: "A timeline key; '' for the directory modal, which asks none" }) timeline: string;
  @ApiProperty({ type: Number, nullable: true }) consultantId: number | null;
  @ApiProperty({ example: 'pending' }) status: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
