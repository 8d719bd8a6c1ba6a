import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

import { IsOmittable } from '../../../../common/http/field-rules';

import {
  ACCOUNT_FIELD_MAX_LENGTH,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LOGIN_FIELD_MAX_LENGTH,
  RESET_TOKEN_MAX_LENGTH,
  ResetPasswordRequest,
  VALIDATION_MESSAGES,
} from '../../../../contracts';
import { Trim } from '../../../../common/http/string-transforms';
import { NewPassword } from './not-common-password.validator';

export class ForgotPasswordRequestDto implements ForgotPasswordRequest {
  @ApiProperty({ format: 'email', maxLength: ACCOUNT_FIELD_MAX_LENGTH.email })
  @Trim()
  @IsEmail({}, { message: VALIDATION_MESSAGES.pleaseEnterValidEmail })
  @MaxLength(ACCOUNT_FIELD_MAX_LENGTH.email)
  email: string;
}

export class ResetPasswordRequestDto implements ResetPasswordRequest {
  @ApiProperty({ maxLength: RESET_TOKEN_MAX_LENGTH })
  @IsString()
  @IsNotEmpty()
  @MaxLength(RESET_TOKEN_MAX_LENGTH)
  token: string;

  @ApiProperty({ format: 'email', maxLength: ACCOUNT_FIELD_MAX_LENGTH.email })
  @Trim()
  @IsEmail({}, { message: VALIDATION_MESSAGES.pleaseEnterValidEmail })
  @MaxLength(ACCOUNT_FIELD_MAX_LENGTH.email)
  email: string;

  @NewPassword()
  password: string;
}

export class ChangePasswordRequestDto implements ChangePasswordRequest {
  @ApiPropertyOptional({ maxLength: LOGIN_FIELD_MAX_LENGTH.password, format: 'password', description: 'Left out only while a temporary password is in force' })
  @IsOmittable()
  @IsString()
  @IsNotEmpty({ message: VALIDATION_MESSAGES.currentPasswordRequired })
  @MaxLength(LOGIN_FIELD_MAX_LENGTH.password)
  currentPassword?: string;

  @NewPassword()
  newPassword: string;
}
