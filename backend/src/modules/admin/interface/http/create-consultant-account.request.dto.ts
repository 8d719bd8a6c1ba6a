import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';

import { IsOmittable, OptionalText, WebAddress, WholeNumber } from '../../../../common/http/field-rules';
import { BlankToNull, Trim } from '../../../../common/http/string-transforms';
import { IsNotCommonPassword } from '../../../identity';
import {
  ACCOUNT_FIELD_MAX_LENGTH as ACCOUNT_MAX,
  CONSULTANT_ACCOUNT_MESSAGES as M,
  CONSULTANT_ACCOUNT_TEXT_MIN_LENGTH,
  CONSULTANT_FIELD_MAX_LENGTH as CONSULTANT_MAX,
  CreateConsultantAccountRequest,
  EXPERTISE_KEYS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VALIDATION_MESSAGES,
  WEB_ADDRESS_MAX_LENGTH,
  WHOLE_NUMBER_RULES,
} from '../../../../contracts';
import { ConsultantEmail, ConsultantUsername } from './consultant-account.fields';

/** The full form is the one that lists expertise; the simple form has no profile fields. */
const isFullForm = (body: CreateConsultantAccountRequestDto) => body.expertise !== undefined;
const FullForm = () => ValidateIf(isFullForm);

/** Spec 001 §3 "New consultant account (admin, full form)" and "Consultant account form (simple)", §5 rules. */
export class CreateConsultantAccountRequestDto implements CreateConsultantAccountRequest {
  @ApiProperty({ maxLength: ACCOUNT_MAX.name })
  @Trim()
  @IsString({ message: VALIDATION_MESSAGES.nameRequired })
  @MinLength(1, { message: VALIDATION_MESSAGES.nameRequired })
  @ValidateBy({
    name: 'simpleFormNameMin',
    validator: { validate: (value: unknown, args) => typeof value !== 'string' || isFullForm(args?.object as CreateConsultantAccountRequestDto) || value.length >= 2, defaultMessage: () => M.simpleNameMin },
  })
  @MaxLength(ACCOUNT_MAX.name)
  name: string;

  // Spec 001 §5 words the two forms differently: 'Valid email is required' (full), 'Invalid email address' (simple).
  @ConsultantEmail((args) => (isFullForm(args.object as CreateConsultantAccountRequestDto) ? M.validEmailRequired : M.invalidEmailAddress))
  email: string;

  @ConsultantUsername()
  username: string;

  @OptionalText(ACCOUNT_MAX.phone)
  phone?: string | null;

  @OptionalText(ACCOUNT_MAX.bio)
  bio?: string | null;

  @OptionalText(ACCOUNT_MAX.organisation)
  organisation?: string | null;

  // Written on top so it runs last: a short common password gets the length message.
  @IsNotCommonPassword()
  @ApiPropertyOptional({ type: String, nullable: true, minLength: PASSWORD_MIN_LENGTH, description: 'Simple form: the temporary password (blank: generated)' })
  @BlankToNull()
  @IsOptional()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: VALIDATION_MESSAGES.passwordMin })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: VALIDATION_MESSAGES.passwordMax })
  password?: string | null;

  @ApiPropertyOptional({ type: [String], enum: EXPERTISE_KEYS, minItems: 1, description: 'Present: the full form' })
  @FullForm()
  @IsIn(EXPERTISE_KEYS, { each: true, message: M.expertiseRequired })
  @ArrayMaxSize(EXPERTISE_KEYS.length, { message: M.expertiseRequired })
  @ArrayMinSize(1, { message: M.expertiseRequired })
  @IsArray({ message: M.expertiseRequired })
  expertise?: string[];

  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string', example: '12' }] })
  @FullForm()
  @WholeNumber(WHOLE_NUMBER_RULES.yearsExperience)
  yearsExperience?: number;

  @ApiPropertyOptional({ minLength: CONSULTANT_ACCOUNT_TEXT_MIN_LENGTH, maxLength: CONSULTANT_MAX.profileText })
  @FullForm()
  @Trim()
  @IsString({ message: M.profileSummaryMin })
  @MinLength(CONSULTANT_ACCOUNT_TEXT_MIN_LENGTH, { message: M.profileSummaryMin })
  @MaxLength(CONSULTANT_MAX.profileText)
  profileSummary?: string | null;

  @ApiPropertyOptional({ minLength: CONSULTANT_ACCOUNT_TEXT_MIN_LENGTH, maxLength: CONSULTANT_MAX.profileText })
  @FullForm()
  @Trim()
  @IsString({ message: M.previousExperienceMin })
  @MinLength(CONSULTANT_ACCOUNT_TEXT_MIN_LENGTH, { message: M.previousExperienceMin })
  @MaxLength(CONSULTANT_MAX.profileText)
  previousExperience?: string | null;

  @OptionalText(CONSULTANT_MAX.profileText)
  specializations?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uri', maxLength: WEB_ADDRESS_MAX_LENGTH })
  @BlankToNull()
  @IsOptional()
  @WebAddress(VALIDATION_MESSAGES.linkedinInvalid, { linkedin: true })
  linkedin?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOmittable()
  @IsBoolean()
  isApproved?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOmittable()
  @IsBoolean()
  isFeatured?: boolean;
}
