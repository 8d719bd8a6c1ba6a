import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import type {
  AuditLogView,
  ConsultantApplicationView,
  CredentialRecordView,
  CredentialTestView,
  AdminIntroductionRequestView,
  IntroductionDeclineReason,
  IntroductionStatus,
  OutboxMailView,
  PreListedConsultantView,
  RegisteredConsultantView,
  SignedTermsView,
  StandardizeResult,
  StandardizeStatus,
  AdminMailStatus,
} from '../../contracts';
import { CursorPagingSchema } from './public-form-schemas';
import { ADMIN_MAIL_STATUSES, AUDIT_ACTIONS, EXPERTISE_KEYS, INTRODUCTION_DECLINE_REASONS, INTRODUCTION_STATUSES } from '../../contracts';

/**
 * OpenAPI schemas of the admin back-office responses (issue 10). As in api-schemas.ts, each class implements
 * the contracts type the admin screens read.
 */

abstract class PageFields {
  @ApiProperty({ description: 'Rows matching the filter, on every page' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class ApplicationUserSchema {
  @ApiProperty() name: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) organisation: string | null;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ConsultantApplicationSchema implements ConsultantApplicationView {
  @ApiProperty({ description: 'The consultant profile id' }) id: number;
  @ApiProperty({ type: ApplicationUserSchema }) user: ApplicationUserSchema;
  @ApiProperty() yearsExperience: number;
  @ApiProperty({ type: [String], enum: EXPERTISE_KEYS }) expertise: string[];
  @ApiProperty({ type: String, nullable: true }) linkedin: string | null;
  @ApiProperty() availability: boolean;
  @ApiProperty({ type: String, nullable: true }) profileSummary: string | null;
  @ApiProperty({ type: String, nullable: true }) previousExperience: string | null;
}

export class ConsultantApplicationPageSchema extends PageFields {
  @ApiProperty({ type: [ConsultantApplicationSchema] }) data: ConsultantApplicationSchema[];
}

export class RegisteredConsultantSchema implements RegisteredConsultantView {
  @ApiProperty({ description: 'The consultant profile id' }) id: number;
  @ApiProperty({ description: 'The account id, for an erasure on request (POST /api/admin/users/{userId}/erase)' }) userId: number;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true }) organisation: string | null;
  @ApiProperty() isApproved: boolean;
  @ApiProperty() mustChangePassword: boolean;
  @ApiProperty() hasAcceptedTerms: boolean;
  @ApiProperty() yearsExperience: number;
  @ApiProperty({ type: [String], enum: EXPERTISE_KEYS }) expertise: string[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class RegisteredConsultantPageSchema extends PageFields {
  @ApiProperty({ type: [RegisteredConsultantSchema] }) data: RegisteredConsultantSchema[];
}

export class PreListedConsultantSchema implements PreListedConsultantView {
  @ApiProperty({ description: 'The consultant profile id (the Assign call takes it)' }) id: number;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: [String], enum: EXPERTISE_KEYS }) expertise: string[];
  @ApiProperty() requiresPasswordChange: boolean;
  @ApiProperty() hasAcceptedTerms: boolean;
}

export class CredentialRecordSchema implements CredentialRecordView {
  @ApiProperty() consultantId: number;
  @ApiProperty() name: string;
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true, description: 'Only while the consultant must still change it (D5)' }) temporaryPassword: string | null;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty() mustChangePassword: boolean;
  @ApiProperty() isApproved: boolean;
  @ApiProperty() hasAcceptedTerms: boolean;
}

export class CredentialPageSchema extends PageFields {
  @ApiProperty({ type: [CredentialRecordSchema] }) credentials: CredentialRecordSchema[];
}

export class StandardizeResultSchema implements StandardizeResult {
  @ApiProperty() consultantId: number;
  @ApiProperty() username: string;
  @ApiProperty({ enum: ['updated', 'skipped'] }) status: StandardizeStatus;
  @ApiPropertyOptional() reason?: string;
}

export class StandardizeResponseSchema {
  @ApiProperty({ type: [StandardizeResultSchema] }) results: StandardizeResultSchema[];
  @ApiProperty({ example: 'Standardized credentials for 3 consultants' }) message: string;
}

export class CredentialTestSchema implements CredentialTestView {
  @ApiProperty({ description: 'Whether the temporary credential would sign in (no session is created)' }) success: boolean;
  @ApiProperty() username: string;
  @ApiProperty() message: string;
}

export class SignedTermsSchema implements SignedTermsView {
  @ApiProperty({ description: 'The acceptance record id (Resend takes it)' }) id: number;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty() username: string;
  @ApiProperty() role: string;
  @ApiProperty() termsVersion: string;
  @ApiProperty({ format: 'date-time' }) termsAcceptedAt: string;
  @ApiProperty({ type: String, nullable: true }) termsIpAddress: string | null;
  @ApiProperty({ type: String, nullable: true }) termsUserAgent: string | null;
}

export class AdminIntroductionRequestSchema implements AdminIntroductionRequestView {
  @ApiProperty() id: number;
  @ApiProperty() charityName: string;
  @ApiProperty() contactName: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() projectDescription: string;
  @ApiProperty() expertiseNeeded: string;
  @ApiProperty() timeline: string;
  @ApiProperty({ type: Number, nullable: true }) consultantId: number | null;
  @ApiProperty({ type: String, nullable: true, description: "The named consultant's full name" }) consultantName: string | null;
  @ApiProperty({ enum: INTRODUCTION_STATUSES }) status: IntroductionStatus;
  @ApiProperty({ type: String, enum: INTRODUCTION_DECLINE_REASONS, nullable: true }) declineReason: IntroductionDeclineReason | null;
  @ApiProperty({ type: String, nullable: true }) statusNote: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) statusChangedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'Still pending 24 hours after it arrived' }) overdue: boolean;
}

export class AdminIntroductionRequestPageSchema extends PageFields {
  @ApiProperty({ type: [AdminIntroductionRequestSchema] }) data: AdminIntroductionRequestSchema[];
}

export class OutboxMailSchema implements OutboxMailView {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'email' }) toAddress: string;
  @ApiProperty() template: string;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: ADMIN_MAIL_STATUSES }) status: AdminMailStatus;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, nullable: true }) lastError: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null for mails that carry a secret (D3) and for purged bodies' }) body: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) nextAttemptAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) sentAt: string | null;
}

export class OutboxMailPageSchema extends PageFields {
  @ApiProperty({ type: [OutboxMailSchema] }) data: OutboxMailSchema[];
}

export class AuditLogEntrySchema implements AuditLogView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action: string;
  @ApiProperty({ type: Number, nullable: true }) actorUserId: number | null;
  @ApiProperty({ type: String, nullable: true }) actorUsername: string | null;
  @ApiProperty({ type: Number, nullable: true }) subjectUserId: number | null;
  @ApiProperty({ type: String, nullable: true }) subjectType: string | null;
  @ApiProperty({ type: Number, nullable: true }) subjectId: number | null;
  @ApiProperty({ type: String, nullable: true }) ipAddress: string | null;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true }) details: Record<string, unknown> | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AuditLogPageSchema extends CursorPagingSchema {
  @ApiProperty({ type: [AuditLogEntrySchema] }) data: AuditLogEntrySchema[];
}
