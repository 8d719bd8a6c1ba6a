import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

import { BlankToNull, Trim } from '../../../../common/http/string-transforms';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH, VALIDATION_MESSAGES } from '../../../../contracts';


/** The account part shared by charity registration and consultant application (spec 000 §3 payloads). */
export class AccountFieldsRequestDto {
  @Trim()
  @IsString({ message: VALIDATION_MESSAGES.usernameMin })
  @MinLength(USERNAME_MIN_LENGTH, { message: VALIDATION_MESSAGES.usernameMin })
  @MaxLength(100)
  @Matches(/^[A-Za-z0-9._@-]+$/, { message: 'Username may only contain letters, numbers, dots, dashes, underscores and @' })
  username: string;

  @IsString({ message: VALIDATION_MESSAGES.passwordMin })
  @MinLength(PASSWORD_MIN_LENGTH, { message: VALIDATION_MESSAGES.passwordMin })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: VALIDATION_MESSAGES.passwordMax })
  password: string;

  @Trim()
  @IsEmail({}, { message: VALIDATION_MESSAGES.invalidEmail })
  @MaxLength(255)
  email: string;

  @Trim()
  @IsString({ message: VALIDATION_MESSAGES.nameRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.nameRequired })
  @MaxLength(200)
  name: string;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  organisation?: string | null;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(50)
  phone?: string | null;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string | null;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  bio?: string | null;
}
