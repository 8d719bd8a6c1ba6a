import { ApiProperty } from '@nestjs/swagger';

import type { AdminCharityDetail, AdminCharityMembershipRequest, AdminCharityProject, AdminCharityRow, EnquiryByEmail, EnquiryByEmailKind, MembershipTier, ProjectStatus } from '../../../../contracts';
import { ENQUIRY_BY_EMAIL_KINDS, MEMBERSHIP_TIERS, PROJECT_STATUSES } from '../../../../contracts';
import { CursorPagingSchema } from '../../../../common/http/cursor-paging.response';
import { AuditLogEntrySchema } from './audit-log.response';

/**
 * OpenAPI schemas of the admin's charity list and charity detail. Each class implements the contracts type it
 * documents, so a field added there fails to compile here until documented.
 */

/** OpenAPI shapes of GET /api/admin/charities and /api/admin/charities/{id} (issue 16). */
class ProjectCountsSchema implements Record<ProjectStatus, number> {
  @ApiProperty() pending: number;
  @ApiProperty() matching: number;
  @ApiProperty() in_progress: number;
  @ApiProperty() completed: number;
  @ApiProperty() cancelled: number;
}

export class AdminCharityRowSchema implements AdminCharityRow {
  @ApiProperty() id: number;
  @ApiProperty() userId: number;
  @ApiProperty({ type: String, nullable: true }) organisation: string | null;
  @ApiProperty() contactName: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: MEMBERSHIP_TIERS }) membershipTier: MembershipTier;
  @ApiProperty() membershipTierLabel: string;
  @ApiProperty() membershipActive: boolean;
  @ApiProperty({ type: String, format: 'date', nullable: true }) membershipExpiry: string | null;
  @ApiProperty({ format: 'date-time' }) registeredAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastSignInAt: string | null;
  @ApiProperty({ type: ProjectCountsSchema }) projectCounts: Record<ProjectStatus, number>;
}

export class AdminCharityPageSchema extends CursorPagingSchema {
  @ApiProperty({ type: [AdminCharityRowSchema] }) data: AdminCharityRowSchema[];
}

export class AdminCharityProjectSchema implements AdminCharityProject {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty({ enum: PROJECT_STATUSES }) status: ProjectStatus;
  @ApiProperty() statusLabel: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, description: "The assigned consultant's full name" }) consultantName: string | null;
}

export class AdminCharityMembershipRequestSchema implements AdminCharityMembershipRequest {
  @ApiProperty() id: number;
  @ApiProperty() type: string;
  @ApiProperty() typeLabel: string;
  @ApiProperty() status: string;
  @ApiProperty() statusLabel: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) handledAt: string | null;
}

export class EnquiryByEmailSchema implements EnquiryByEmail {
  @ApiProperty({ enum: ENQUIRY_BY_EMAIL_KINDS }) kind: EnquiryByEmailKind;
  @ApiProperty() kindLabel: string;
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) summary: string | null;
  @ApiProperty({ type: String, nullable: true }) statusLabel: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AdminCharityDetailSchema extends AdminCharityRowSchema implements AdminCharityDetail {
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true }) registeredNumber: string | null;
  @ApiProperty() revenue: number;
  @ApiProperty() employeeCount: number;
  @ApiProperty() foundingYear: number;
  @ApiProperty({ type: String, nullable: true }) mission: string | null;
  @ApiProperty({ type: String, nullable: true }) primaryCause: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: [AdminCharityProjectSchema] }) projects: AdminCharityProjectSchema[];
  @ApiProperty({ type: [AdminCharityMembershipRequestSchema] }) membershipRequests: AdminCharityMembershipRequestSchema[];
  @ApiProperty({ type: [EnquiryByEmailSchema] }) enquiries: EnquiryByEmailSchema[];
  @ApiProperty({ type: [AuditLogEntrySchema] }) auditTrail: AuditLogEntrySchema[];
}
