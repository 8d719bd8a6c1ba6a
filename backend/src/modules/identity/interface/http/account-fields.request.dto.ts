import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH, VALIDATION_MESSAGES } from '../../../../contracts';

export const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** Optional text: blank means "not given" so screens can send ''. */
export const blankToNull = () => Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value));

/** The account part shared by charity registration and consultant application (spec 000 §3 payloads). */
export class AccountFieldsRequestDto {
  @trim()
  @IsString({ message: VALIDATION_MESSAGES.usernameMin })
  @MinLength(USERNAME_MIN_LENGTH, { message: VALIDATION_MESSAGES.usernameMin })
  @MaxLength(100)
  @Matches(/^[A-Za-z0-9._@-]+$/, { message: 'Username may only contain letters, numbers, dots, dashes, underscores and @' })
  username: string;

  @IsString({ message: VALIDATION_MESSAGES.passwordMin })
  @MinLength(PASSWORD_MIN_LENGTH, { message: VALIDATION_MESSAGES.passwordMin })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: VALIDATION_MESSAGES.passwordMax })
  password: string;

  @trim()
  @IsEmail({}, { message: VALIDATION_MESSAGES.invalidEmail })
  @MaxLength(255)
  email: string;

  @trim()
  @IsString({ message: VALIDATION_MESSAGES.nameRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.nameRequired })
  @MaxLength(200)
  name: string;

  @blankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  organisation?: string | null;

  @blankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(50)
  phone?: string | null;

  @blankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string | null;

  @blankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  bio?: string | null;
}
