import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMinSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

import { CursorQuery } from '../../../../common/http/cursor-query';
import { PageQueryDto } from '../../../../common/http/page-query';
import { Sortable } from '../../../../common/http/sort-query';
import { BlankToNull, Trim } from '../../../../common/http/string-transforms';
import {
  AssignConsultantRequest,
  ChangeProjectStatusRequest,
  CreateProjectRequest,
  EXPERTISE_KEYS,
  MEMBER_PROJECTS_MAX_PAGE_SIZE,
  MEMBER_PROJECTS_PAGE_SIZE,
  PROJECT_ESTIMATED_HOURS_MAX,
  PROJECT_FIELD_MAX_LENGTH as MAX,
  PROJECT_MESSAGE_MAX_LENGTH,
  PROJECT_MESSAGES as M,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  PostProjectMessageRequest,
  ProjectStatus,
} from '../../../../contracts';

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * POST /api/projects (spec 001 §3, §5; D8). Fields that are not here (status, consultantId, charityId…)
 * are refused by the global pipe; the calendar rules (real day, not in the past, end after start) are the
 * use case's, because "today" comes from the clock.
 */
export class CreateProjectRequestDto implements CreateProjectRequest {
  @ApiProperty({ maxLength: MAX.title })
  @Trim()
  @IsString({ message: M.titleRequired })
  @IsNotEmpty({ message: M.titleRequired })
  @MaxLength(MAX.title)
  title: string;

  @ApiProperty({ maxLength: MAX.description })
  @Trim()
  @IsString({ message: M.descriptionRequired })
  @IsNotEmpty({ message: M.descriptionRequired })
  @MaxLength(MAX.description)
  description: string;

  @ApiProperty({ type: [String], enum: EXPERTISE_KEYS, minItems: 1 })
  @IsArray({ message: M.expertiseRequired })
  @ArrayMinSize(1, { message: M.expertiseRequired })
  @IsIn(EXPERTISE_KEYS, { each: true, message: M.expertiseRequired })
  expertiseRequired: string[];

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: PROJECT_ESTIMATED_HOURS_MAX })
  @IsOptional()
  // Bottom-up, first failure wins: "whole number" before the ceiling (a huge number would overflow the int column).
  @Max(PROJECT_ESTIMATED_HOURS_MAX, { message: M.estimatedHoursTooMany })
  @Min(0, { message: M.estimatedHoursWhole })
  @IsInt({ message: M.estimatedHoursWhole })
  estimatedHours?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date', description: 'YYYY-MM-DD, today or later (UK date)' })
  @BlankToNull()
  @IsOptional()
  @Matches(DATE_SHAPE, { message: M.dateFormat })
  startDate?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date', description: 'YYYY-MM-DD, not before startDate' })
  @BlankToNull()
  @IsOptional()
  @Matches(DATE_SHAPE, { message: M.dateFormat })
  endDate?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX.notes })
  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(MAX.notes)
  notes?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, enum: PROJECT_TYPES, description: "'oneoff' when requested from the one-off offer (?type=oneoff)" })
  @BlankToNull()
  @IsOptional()
  @IsIn(PROJECT_TYPES)
  type?: 'oneoff' | null;
}

export class ChangeProjectStatusRequestDto implements ChangeProjectStatusRequest {
  @ApiProperty({ enum: PROJECT_STATUSES })
  @IsIn(PROJECT_STATUSES, { message: M.statusInvalid })
  status: ProjectStatus;
}

export class AssignConsultantRequestDto implements AssignConsultantRequest {
  @ApiProperty({ description: 'The consultant profile id of an approved consultant' })
  @Type(() => Number)
  @IsInt({ message: M.consultantRequired })
  @Min(1, { message: M.consultantRequired })
  consultantId: number;
}

export class PostProjectMessageRequestDto implements PostProjectMessageRequest {
  @ApiProperty({ minLength: 1, maxLength: PROJECT_MESSAGE_MAX_LENGTH })
  // class-validator runs these bottom-up and stops at the first failure: the type and blankness come first.
  @Trim()
  @MaxLength(PROJECT_MESSAGE_MAX_LENGTH, { message: M.messageTooLong })
  @IsNotEmpty({ message: M.messageBlank })
  @IsString({ message: M.messageBlank })
  content: string;
}

/** GET /api/projects query: a status filter and a page for everyone (issue 22). */
class ProjectListFilterDto extends PageQueryDto(MEMBER_PROJECTS_PAGE_SIZE, MEMBER_PROJECTS_MAX_PAGE_SIZE) {
  @ApiPropertyOptional({ enum: PROJECT_STATUSES })
  @IsOptional()
  @IsIn(PROJECT_STATUSES, { message: M.statusInvalid })
  status?: ProjectStatus;

  @ApiPropertyOptional({ enum: ['json', 'csv'], default: 'json', description: 'Admins only: csv downloads every project with its charity and consultant' })
  @IsOptional()
  @IsIn(['json', 'csv'], { message: "Format must be 'json' or 'csv'" })
  format?: 'json' | 'csv';
}

/**
 * GET /api/projects: ?status=, ?page=, ?pageSize=, and for an admin ?sort=&order=, ?cursor= (issue 22) and
 * ?format=csv (a charity's or consultant's list is always newest first, by page number).
 */
export class ListProjectsQueryDto extends Sortable(ProjectListFilterDto, 'adminProjects') {
  @CursorQuery()
  cursor?: string;
}

/** GET /api/projects/{id}/messages: older messages than this id (the chat's "load earlier"). */
export class MessagesQueryDto {
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value))
  @IsInt()
  @Min(1)
  beforeId?: number;
}
