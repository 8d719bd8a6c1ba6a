import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

import { OptionalText, WebAddress, WholeNumber } from '../../../../common/http/field-rules';
import { BlankToNull, Trim } from '../../../../common/http/string-transforms';
import { IsNotCommonPassword } from '../../../identity';
import {
  ACCOUNT_FIELD_MAX_LENGTH as ACCOUNT_MAX,
  AssignTempCredentialsRequest,
  CONSULTANT_FIELD_MAX_LENGTH as CONSULTANT_MAX,
  CreatePreListedConsultantRequest,
  EXPERTISE_KEYS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRE_LISTED_NAME_MIN_LENGTH,
  PRE_LISTED_PROFILE_MESSAGES,
  USERNAME_MIN_LENGTH,
  VALIDATION_MESSAGES,
  WEB_ADDRESS_MAX_LENGTH,
  WHOLE_NUMBER_RULES,
} from '../../../../contracts';

/** Blank means "generate one" (12 random characters). */
const TemporaryPassword = () =>
  applyDecorators(
  ApiPropertyOptional({ type: String, nullable: true, minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, description: 'Blank: generated' }),
  BlankToNull(),
  IsOptional(),
  IsString(),
  MinLength(PASSWORD_MIN_LENGTH, { message: VALIDATION_MESSAGES.temporaryPasswordMin }),
  MaxLength(PASSWORD_MAX_LENGTH, { message: VALIDATION_MESSAGES.passwordMax }),
  // Applied last, like a decorator written on top: a short common password gets the length message.
  IsNotCommonPassword(),
  );

/** Spec 001 §3 "Pre-listed consultant create payload", §5 "Pre-listed consultant (admin form)", plus the LinkedIn of the full form. */
export class CreatePreListedConsultantRequestDto implements CreatePreListedConsultantRequest {
  @ApiProperty({ minLength: PRE_LISTED_NAME_MIN_LENGTH, maxLength: ACCOUNT_MAX.name })
  @Trim()
  @IsString({ message: VALIDATION_MESSAGES.nameRequired })
  @MinLength(PRE_LISTED_NAME_MIN_LENGTH, { message: VALIDATION_MESSAGES.preListedNameMin })
  @MaxLength(ACCOUNT_MAX.name)
  name: string;

  @ApiProperty({ format: 'email', maxLength: ACCOUNT_MAX.email })
  @Trim()
  @IsEmail({}, { message: VALIDATION_MESSAGES.validEmailRequired })
  @MaxLength(ACCOUNT_MAX.email)
  email: string;

  @ApiProperty({ minLength: USERNAME_MIN_LENGTH, maxLength: ACCOUNT_MAX.username })
  @Trim()
  @IsString({ message: VALIDATION_MESSAGES.usernameMin })
  @MinLength(USERNAME_MIN_LENGTH, { message: VALIDATION_MESSAGES.usernameMin })
  @MaxLength(ACCOUNT_MAX.username)
  username: string;

  @TemporaryPassword()
  temporaryPassword?: string | null;

  @OptionalText(ACCOUNT_MAX.organisation)
  organisation?: string | null;

  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string', example: '12' }] })
  @WholeNumber(WHOLE_NUMBER_RULES.yearsExperience)
  yearsExperience: number;

  @ApiProperty({ type: [String], enum: EXPERTISE_KEYS, minItems: 1 })
  @IsIn(EXPERTISE_KEYS, { each: true, message: VALIDATION_MESSAGES.selectExpertise })
  @ArrayMaxSize(EXPERTISE_KEYS.length, { message: VALIDATION_MESSAGES.selectExpertise })
  @ArrayMinSize(1, { message: VALIDATION_MESSAGES.selectExpertise })
  @IsArray({ message: VALIDATION_MESSAGES.selectExpertise })
  expertise: string[];

  // Issue 16: the directory lists a pre-listed consultant at once, so their profile may not be thin.
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

export class AssignTempCredentialsRequestDto implements AssignTempCredentialsRequest {
  @TemporaryPassword()
  tempPassword?: string | null;
}
