import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

import {
  CONSULTANT_FIELD_MAX_LENGTH as CONSULTANT_MAX,
  ConsultantProfileFields,
  EXPERTISE_KEYS,
  PRE_LISTED_PROFILE_MESSAGES,
  VALIDATION_MESSAGES,
  WEB_ADDRESS_MAX_LENGTH,
  WHOLE_NUMBER_RULES,
} from '../../contracts';
import { OptionalText, WebAddress, WholeNumber } from './field-rules';
import { BlankToNull, Trim } from './string-transforms';

/**
 * The profile an admin gives a pre-listed consultant (spec 001 §3, §5) and a dual-role owner gives themselves
 * (issue 16): one set of rules, so neither can list a thin profile in the directory (summary, expertise and
 * years required).
 */
export class ConsultantProfileFieldsDto implements ConsultantProfileFields {
  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string', example: '12' }] })
  @WholeNumber(WHOLE_NUMBER_RULES.yearsExperience)
  yearsExperience: number;

  @ApiProperty({ type: [String], enum: EXPERTISE_KEYS, minItems: 1 })
  @IsIn(EXPERTISE_KEYS, { each: true, message: VALIDATION_MESSAGES.selectExpertise })
  @ArrayMaxSize(EXPERTISE_KEYS.length, { message: VALIDATION_MESSAGES.selectExpertise })
  @ArrayMinSize(1, { message: VALIDATION_MESSAGES.selectExpertise })
  @IsArray({ message: VALIDATION_MESSAGES.selectExpertise })
  expertise: string[];

  // Issue 16: the directory lists the consultant, so their profile may not be thin.
  @ApiProperty({ maxLength: CONSULTANT_MAX.profileText, description: 'Required: the directory shows it' })
  @Trim()
  @MaxLength(CONSULTANT_MAX.profileText)
  @IsNotEmpty({ message: PRE_LISTED_PROFILE_MESSAGES.profileSummaryRequired })
  @IsString({ message: PRE_LISTED_PROFILE_MESSAGES.profileSummaryRequired })
  profileSummary: string;

  @OptionalText(CONSULTANT_MAX.profileText)
  previousExperience?: string | null;

  @OptionalText(CONSULTANT_MAX.profileText)
  specialisations?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uri', maxLength: WEB_ADDRESS_MAX_LENGTH })
  @BlankToNull()
  @IsOptional()
  @WebAddress(VALIDATION_MESSAGES.linkedinInvalid, { linkedin: true })
  linkedin?: string | null;
}
