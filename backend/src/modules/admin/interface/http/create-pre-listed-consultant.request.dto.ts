import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

import { ConsultantProfileFieldsDto } from '../../../../common/http/consultant-profile-fields.dto';
import { OptionalText } from '../../../../common/http/field-rules';
import { BlankToNull, Trim } from '../../../../common/http/string-transforms';
import { IsNotCommonPassword } from '../../../identity';
import {
  ACCOUNT_FIELD_MAX_LENGTH as ACCOUNT_MAX,
  AssignTempCredentialsRequest,
  CreatePreListedConsultantRequest,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRE_LISTED_NAME_MIN_LENGTH,
  VALIDATION_MESSAGES,
} from '../../../../contracts';
import { ConsultantEmail, ConsultantUsername } from './consultant-account.fields';

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
export class CreatePreListedConsultantRequestDto extends ConsultantProfileFieldsDto implements CreatePreListedConsultantRequest {
  @ApiProperty({ minLength: PRE_LISTED_NAME_MIN_LENGTH, maxLength: ACCOUNT_MAX.name })
  @Trim()
  @IsString({ message: VALIDATION_MESSAGES.nameRequired })
  @MinLength(PRE_LISTED_NAME_MIN_LENGTH, { message: VALIDATION_MESSAGES.preListedNameMin })
  @MaxLength(ACCOUNT_MAX.name)
  name: string;

  @ConsultantEmail(VALIDATION_MESSAGES.validEmailRequired)
  email: string;

  @ConsultantUsername()
  username: string;

  @TemporaryPassword()
  temporaryPassword?: string | null;

  @OptionalText(ACCOUNT_MAX.organisation)
  organisation?: string | null;
}

export class AssignTempCredentialsRequestDto implements AssignTempCredentialsRequest {
  @TemporaryPassword()
  tempPassword?: string | null;
}
