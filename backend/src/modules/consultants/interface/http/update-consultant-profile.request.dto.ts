import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, ValidateIf } from 'class-validator';

import { OptionalText, WebAddress, WholeNumber } from '../../../../common/http/field-rules';
import { BlankToNull } from '../../../../common/http/string-transforms';
import {
  CONSULTANT_FIELD_MAX_LENGTH as MAX,
  ConsultantProfileUpdate,
  EXPERTISE_KEYS,
  VALIDATION_MESSAGES,
  WEB_ADDRESS_MAX_LENGTH,
  WHOLE_NUMBER_RULES,
} from '../../../../contracts';

/** Present only when given: null is refused for columns that cannot be empty (unlike @IsOptional). */
const unlessAbsent = () => ValidateIf((_object, value) => value !== undefined);

/**
 * PATCH /api/consultants/{id} (spec 000 §7, spec 001 §5 "Profile form"): every field optional. Fields not
 * listed here (isApproved, isFeatured, userId, profileImageUrl…) are refused with 400 by the global pipe.
 * class-validator checks a property's decorators bottom-up and stops at the first failure, so the type
 * check sits lowest.
 */
export class UpdateConsultantProfileRequestDto implements ConsultantProfileUpdate {
  @ApiPropertyOptional()
  @unlessAbsent()
  @IsBoolean({ message: VALIDATION_MESSAGES.availabilityBoolean })
  availability?: boolean;

  @ApiPropertyOptional({ type: [String], enum: EXPERTISE_KEYS })
  @unlessAbsent()
  @Transform(({ value }) => (Array.isArray(value) ? [...new Set(value)] : value))
  @ArrayMaxSize(EXPERTISE_KEYS.length, { message: VALIDATION_MESSAGES.expertiseFromList })
  @IsIn(EXPERTISE_KEYS, { each: true, message: VALIDATION_MESSAGES.expertiseFromList })
  @IsArray({ message: VALIDATION_MESSAGES.expertiseFromList })
  expertise?: string[];

  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string', example: '12' }] })
  @unlessAbsent()
  @WholeNumber(WHOLE_NUMBER_RULES.yearsExperience)
  yearsExperience?: number;

  @OptionalText(MAX.profileText) // blank clears the field
  specialisations?: string | null;

  @OptionalText(MAX.profileText)
  profileSummary?: string | null;

  @OptionalText(MAX.profileText)
  previousExperience?: string | null;

  /** The application's LinkedIn rule (contracts/web-address.ts), so an address it accepted always saves here. */
  @ApiPropertyOptional({ type: String, nullable: true, format: 'uri', maxLength: WEB_ADDRESS_MAX_LENGTH })
  @BlankToNull() // blank clears the field
  @IsOptional()
  @WebAddress(VALIDATION_MESSAGES.linkedinInvalid, { linkedin: true })
  linkedin?: string | null;
}
