import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { CursorQuery } from '../../../../common/http/cursor-query';
import { Sortable } from '../../../../common/http/sort-query';
import { BlankToNull } from '../../../../common/http/string-transforms';
import {
  ADMIN_MESSAGES,
  INTRODUCTION_DECLINE_REASONS,
  INTRODUCTION_NOTE_MAX_LENGTH,
  INTRODUCTION_STATUSES,
  IntroductionDeclineReason,
  IntroductionStatus,
  UpdateIntroductionRequestRequest,
} from '../../../../contracts';
import { AdminExportQueryDto } from './admin-page.query.dto';

/** GET /api/admin/introduction-requests: ?status= and ?overdue=true narrow the list; ?cursor= (issue 22). */
export class IntroductionRequestsQueryDto extends Sortable(AdminExportQueryDto, 'introductionRequests') {
  @CursorQuery()
  cursor?: string;

  @ApiPropertyOptional({ enum: INTRODUCTION_STATUSES })
  @IsOptional()
  @IsIn(INTRODUCTION_STATUSES, { message: ADMIN_MESSAGES.invalidIntroductionStatus })
  status?: IntroductionStatus;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only requests still pending 24 hours after they arrived' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: "Overdue must be 'true' or 'false'" })
  overdue?: boolean;
}

/** PATCH /api/admin/introduction-requests/{id}: one move of the request. */
export class UpdateIntroductionRequestRequestDto implements UpdateIntroductionRequestRequest {
  @ApiProperty({ enum: INTRODUCTION_STATUSES })
  @IsIn(INTRODUCTION_STATUSES, { message: ADMIN_MESSAGES.invalidIntroductionStatus })
  status: IntroductionStatus;

  @ApiPropertyOptional({ type: String, enum: INTRODUCTION_DECLINE_REASONS, nullable: true, description: "Required with 'declined'" })
  @BlankToNull()
  @IsOptional()
  @IsIn(INTRODUCTION_DECLINE_REASONS, { message: ADMIN_MESSAGES.declineReasonRequired })
  declineReason?: IntroductionDeclineReason | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: INTRODUCTION_NOTE_MAX_LENGTH, description: "Required with the reason 'other'" })
  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(INTRODUCTION_NOTE_MAX_LENGTH)
  note?: string | null;
}
