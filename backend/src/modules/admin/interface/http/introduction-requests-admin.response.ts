import { ApiProperty } from '@nestjs/swagger';

import type { AdminIntroductionRequestView, CursorPage, IntroductionDeclineReason, IntroductionStatus } from '../../../../contracts';
import { INTRODUCTION_DECLINE_REASONS, INTRODUCTION_STATUSES } from '../../../../contracts';
import { CursorPagingSchema } from '../../../../common/http/cursor-paging.response';

/**
 * OpenAPI schemas of the admin's introduction request list. Each class implements the contracts type it documents,
 * so a field added there fails to compile here until documented.
 */

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

export class AdminIntroductionRequestPageSchema extends CursorPagingSchema implements CursorPage<AdminIntroductionRequestView> {
  @ApiProperty({ type: [AdminIntroductionRequestSchema] }) data: AdminIntroductionRequestSchema[];
}
