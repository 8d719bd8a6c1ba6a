import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUrl, Max, MaxLength, Min, ValidateIf } from 'class-validator';

import { BlankToNull } from '../../../../common/http/string-transforms';
import { ConsultantProfileUpdate, EXPERTISE_KEYS, VALIDATION_MESSAGES } from '../../../../contracts';

/** Present only when given: null is refused for columns that cannot be empty (unlike @IsOptional). */
const unlessAbsent = () => ValidateIf((_object, value) => value !== undefined);

export const LINKEDIN_INVALID = 'Please enter a valid LinkedIn profile URL';

/**
 * PATCH /api/consultants/{id} (spec 000 §7, spec 001 §5 "Profile form"): every field optional. Fields not
 * listed here (isApproved, isFeatured, userId, profileImageUrl…) are refused with 400 by the global pipe.
 * class-validator checks a property's decorators bottom-up and stops at the first failure, so the type
 * check sits lowest.
 */
export class UpdateConsultantProfileRequestDto implements ConsultantProfileUpdate {
  @unlessAbsent()
  @IsBoolean({ message: 'Availability must be true or false' })
  availability?: boolean;

  @unlessAbsent()
  @Transform(({ value }) => (Array.isArray(value) ? [...new Set(value)] : value))
  @ArrayMaxSize(EXPERTISE_KEYS.length, { message: 'Please select expertise from the list' })
  @IsIn(EXPERTISE_KEYS, { each: true, message: 'Please select expertise from the list' })
  @IsArray({ message: 'Please select expertise from the list' })
  expertise?: string[];

  @unlessAbsent()
  @Max(80, { message: 'Years of experience must be at most 80' })
  @Min(0, { message: VALIDATION_MESSAGES.yearsExperiencePositive })
  @IsInt({ message: VALIDATION_MESSAGES.yearsExperiencePositive })
  yearsExperience?: number;

  @BlankToNull() // blank clears the field
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  specialisations?: string | null;

  @BlankToNull() // blank clears the field
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  profileSummary?: string | null;

  @BlankToNull() // blank clears the field
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  previousExperience?: string | null;

  /** Shown as a link on profiles, so only web addresses (never javascript: or data: URLs). */
  @BlankToNull() // blank clears the field
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: false }, { message: LINKEDIN_INVALID })
  @MaxLength(500, { message: LINKEDIN_INVALID })
  @IsString({ message: LINKEDIN_INVALID })
  linkedin?: string | null;
}
