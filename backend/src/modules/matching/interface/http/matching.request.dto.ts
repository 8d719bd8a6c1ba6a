import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';

import { Trim } from '../../../../common/http/string-transforms';
import {
  CHARITY_DECLINE_REASONS,
  CharityDeclineReason,
  CONSULTANT_DECLINE_REASONS,
  ConsultantDeclineReason,
  MATCHING_MESSAGES as M,
  SHORTLIST_MAX,
  SHORTLIST_MIN,
  SHORTLIST_NOTE_MAX,
  ShortlistRequest,
} from '../../../../contracts';

const NOTE_MAX = SHORTLIST_NOTE_MAX;
const CONSULTANT_ID_MESSAGE = 'consultantId must be a whole number';

export class ShortlistCandidateDto {
  @ApiProperty({ minimum: 1 })
  @IsInt({ message: CONSULTANT_ID_MESSAGE })
  @Min(1, { message: CONSULTANT_ID_MESSAGE })
  consultantId: number;

  @ApiPropertyOptional({ maxLength: NOTE_MAX, description: "The admin's note to the charity" })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(NOTE_MAX)
  note?: string;
}

/** POST /api/admin/needs/{id}/shortlist: 1 to 3 candidates (D17). */
export class ShortlistRequestDto implements ShortlistRequest {
  @ApiProperty({ type: [ShortlistCandidateDto], minItems: SHORTLIST_MIN, maxItems: SHORTLIST_MAX })
  @IsArray({ message: M.shortlistSize })
  @ArrayMinSize(SHORTLIST_MIN, { message: M.shortlistSize })
  @ArrayMaxSize(SHORTLIST_MAX, { message: M.shortlistSize })
  @ValidateNested({ each: true })
  @Type(() => ShortlistCandidateDto)
  candidates: ShortlistCandidateDto[];
}

export class ChooseRequestDto {
  @ApiProperty({ minimum: 1 })
  @IsInt({ message: CONSULTANT_ID_MESSAGE })
  @Min(1, { message: CONSULTANT_ID_MESSAGE })
  consultantId: number;
}

export class CharityDeclineRequestDto {
  @ApiProperty({ enum: CHARITY_DECLINE_REASONS, enumName: 'CharityDeclineReason' })
  @IsIn(CHARITY_DECLINE_REASONS, { message: M.reasonInvalid })
  reason: CharityDeclineReason;

  @ApiPropertyOptional({ maxLength: NOTE_MAX, description: "Required when the reason is 'other'" })
  @IsOptional()
  @IsString()
  @MaxLength(NOTE_MAX)
  note?: string;
}

export class ConsultantDeclineRequestDto {
  @ApiProperty({ enum: CONSULTANT_DECLINE_REASONS, enumName: 'ConsultantDeclineReason' })
  @IsIn(CONSULTANT_DECLINE_REASONS, { message: M.reasonInvalid })
  reason: ConsultantDeclineReason;

  @ApiPropertyOptional({ maxLength: NOTE_MAX, description: "Required when the reason is 'other'" })
  @IsOptional()
  @IsString()
  @MaxLength(NOTE_MAX)
  note?: string;
}
