import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

import { BlankToNull, Trim } from '../../../../common/http/string-transforms';
import {
  ACCOUNT_FIELD_MAX_LENGTH as MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  VALIDATION_MESSAGES,
} from '../../../../contracts';
import { IsNotCommonPassword } from './not-common-password.validator';


/** The account part shared by charity registration and consultant application (spec 000 §3 payloads). */
export class AccountFieldsRequestDto {
  @Trim()
  @IsString({ message: VALIDATION_MESSAGES.usernameMin })
  @MinLength(USERNAME_MIN_LENGTH, { message: VALIDATION_MESSAGES.usernameMin })
  @MaxLength(MAX.username)
  @Matches(USERNAME_PATTERN, { message: VALIDATION_MESSAGES.usernameCharacters })
  username: string;

  @IsNotCommonPassword()
  @IsString({ message: VALIDATION_MESSAGES.passwordMin })
  @MinLength(PASSWORD_MIN_LENGTH, { message: VALIDATION_MESSAGES.passwordMin })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: VALIDATION_MESSAGES.passwordMax })
  password: string;

  @Trim()
  @IsEmail({}, { message: VALIDATION_MESSAGES.invalidEmail })
  @MaxLength(MAX.email)
  email: string;

  @Trim()
  @IsString({ message: VALIDATION_MESSAGES.nameRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.nameRequired })
  @MaxLength(MAX.name)
  name: string;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(MAX.organisation)
  organisation?: string | null;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(MAX.phone)
  phone?: string | null;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(MAX.website)
  website?: string | null;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(MAX.bio)
  bio?: string | null;
}
