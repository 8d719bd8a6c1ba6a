import { ArrayMaxSize, ArrayMinSize, IsArray, IsEmail, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

import { BlankToNull, Trim } from '../../../../common/http/string-transforms';
import { IsNotCommonPassword } from '../../../identity';
import { EXPERTISE_KEYS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH, VALIDATION_MESSAGES } from '../../../../contracts';


/** Spec 001 §3 "Pre-listed consultant create payload", §5 "Pre-listed consultant (admin form)". */
export class CreatePreListedConsultantRequestDto {
  @Trim()
  @IsString({ message: VALIDATION_MESSAGES.nameRequired })
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  @MaxLength(200)
  name: string;

  @Trim()
  @IsEmail({}, { message: VALIDATION_MESSAGES.validEmailRequired })
  @MaxLength(255)
  email: string;

  @Trim()
  @IsString({ message: VALIDATION_MESSAGES.usernameMin })
  @MinLength(USERNAME_MIN_LENGTH, { message: VALIDATION_MESSAGES.usernameMin })
  @MaxLength(100)
  username: string;

  /** Blank means "generate one" (12 random characters). */
  @BlankToNull()
  @IsOptional()
  @IsNotCommonPassword()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: VALIDATION_MESSAGES.temporaryPasswordMin })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: VALIDATION_MESSAGES.passwordMax })
  temporaryPassword?: string | null;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  organisation?: string | null;

  @IsInt({ message: VALIDATION_MESSAGES.yearsExperiencePositive })
  @Min(0, { message: VALIDATION_MESSAGES.yearsExperiencePositive })
  @Max(80)
  yearsExperience: number;

  @IsArray({ message: VALIDATION_MESSAGES.selectExpertise })
  @ArrayMinSize(1, { message: VALIDATION_MESSAGES.selectExpertise })
  @ArrayMaxSize(EXPERTISE_KEYS.length)
  @IsIn(EXPERTISE_KEYS, { each: true, message: VALIDATION_MESSAGES.selectExpertise })
  expertise: string[];

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  profileSummary?: string | null;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  previousExperience?: string | null;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  specialisations?: string | null;
}

export class AssignTempCredentialsRequestDto {
  @BlankToNull()
  @IsOptional()
  @IsNotCommonPassword()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: VALIDATION_MESSAGES.temporaryPasswordMin })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: VALIDATION_MESSAGES.passwordMax })
  tempPassword?: string | null;
}
