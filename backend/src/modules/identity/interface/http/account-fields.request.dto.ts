import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

import { WebAddress } from '../../../../common/http/field-rules';
import { BlankToNull, Trim } from '../../../../common/http/string-transforms';
import {
  ACCOUNT_FIELD_MAX_LENGTH as MAX,
  AccountRegistrationFields,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  VALIDATION_MESSAGES,
  WEB_ADDRESS_MAX_LENGTH,
} from '../../../../contracts';
import { NewPassword } from './not-common-password.validator';

/**
 * The account part shared by charity registration and consultant application (spec 000 §3 payloads).
 * Organisation, phone and bio are optional here; each wizard's DTO declares the ones it requires.
 */
export abstract class AccountFieldsRequestDto implements AccountRegistrationFields {
  @ApiProperty({ minLength: USERNAME_MIN_LENGTH, maxLength: MAX.username, pattern: USERNAME_PATTERN.source })
  @Trim()
  @IsString({ message: VALIDATION_MESSAGES.usernameMin })
  @MinLength(USERNAME_MIN_LENGTH, { message: VALIDATION_MESSAGES.usernameMin })
  @MaxLength(MAX.username)
  @Matches(USERNAME_PATTERN, { message: VALIDATION_MESSAGES.usernameCharacters })
  username: string;

  @NewPassword()
  password: string;

  @ApiProperty({ format: 'email', maxLength: MAX.email })
  @Trim()
  @IsEmail({}, { message: VALIDATION_MESSAGES.invalidEmail })
  @MaxLength(MAX.email)
  email: string;

  @ApiProperty({ maxLength: MAX.name })
  @Trim()
  @IsString({ message: VALIDATION_MESSAGES.nameRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.nameRequired })
  @MaxLength(MAX.name)
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uri', maxLength: WEB_ADDRESS_MAX_LENGTH, description: 'http(s) only' })
  @BlankToNull()
  @IsOptional()
  @WebAddress(VALIDATION_MESSAGES.websiteInvalid)
  website?: string | null;

  @ApiProperty({ description: 'D14: must be true' })
  @Equals(true, { message: VALIDATION_MESSAGES.acceptTerms })
  termsAccepted: boolean;

  @ApiProperty({ description: 'D14: must be true' })
  @Equals(true, { message: VALIDATION_MESSAGES.acceptPrivacy })
  privacyAccepted: boolean;
}
