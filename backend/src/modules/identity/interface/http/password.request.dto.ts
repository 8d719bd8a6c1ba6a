import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES } from '../../../../contracts';
import { Trim } from '../../../../common/http/string-transforms';
import { IsNotCommonPassword } from './not-common-password.validator';

export class ForgotPasswordRequestDto {
  @Trim()
  @IsEmail({}, { message: VALIDATION_MESSAGES.pleaseEnterValidEmail })
  @MaxLength(255)
  email: string;
}

export class ResetPasswordRequestDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;

  @Trim()
  @IsEmail({}, { message: VALIDATION_MESSAGES.pleaseEnterValidEmail })
  @MaxLength(255)
  email: string;

  @IsNotCommonPassword()
  @IsString({ message: VALIDATION_MESSAGES.passwordMin })
  @MinLength(PASSWORD_MIN_LENGTH, { message: VALIDATION_MESSAGES.passwordMin })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: VALIDATION_MESSAGES.passwordMax })
  password: string;
}

export class ChangePasswordRequestDto {
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: VALIDATION_MESSAGES.currentPasswordRequired })
  @MaxLength(200)
  currentPassword?: string;

  @IsNotCommonPassword()
  @IsString({ message: VALIDATION_MESSAGES.passwordMin })
  @MinLength(PASSWORD_MIN_LENGTH, { message: VALIDATION_MESSAGES.passwordMin })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: VALIDATION_MESSAGES.passwordMax })
  newPassword: string;
}
