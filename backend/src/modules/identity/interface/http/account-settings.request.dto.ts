import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf, ValidateNested } from 'class-validator';

import { IsOmittable, OptionalText, WebAddress, WholeNumber } from '../../../../common/http/field-rules';
import { BlankToNull, Trim } from '../../../../common/http/string-transforms';
import {
  ACCOUNT_FIELD_MAX_LENGTH as MAX,
  CHARITY_FIELD_MAX_LENGTH,
  LOGIN_FIELD_MAX_LENGTH,
  UpdateAccountRequest,
  VALIDATION_MESSAGES,
  WEB_ADDRESS_MAX_LENGTH,
  WHOLE_NUMBER_RULES,
} from '../../../../contracts';

const wholeNumber = { oneOf: [{ type: 'integer' }, { type: 'string', example: '250,000' }] };
/** Numbers may be left out, never cleared: the columns always hold one. */
const given = ValidateIf((_object: unknown, value: unknown) => value !== undefined);

export class CharityAccountFieldsDto implements NonNullable<UpdateAccountRequest['charity']> {
  @OptionalText(CHARITY_FIELD_MAX_LENGTH.registeredNumber)
  registeredNumber?: string | null;

  @ApiPropertyOptional(wholeNumber)
  @given
  @WholeNumber(WHOLE_NUMBER_RULES.revenue)
  revenue?: number;

  @ApiPropertyOptional(wholeNumber)
  @given
  @WholeNumber(WHOLE_NUMBER_RULES.employeeCount)
  employeeCount?: number;

  @ApiPropertyOptional(wholeNumber)
  @given
  @WholeNumber(WHOLE_NUMBER_RULES.foundingYear)
  foundingYear?: number;

  @OptionalText(CHARITY_FIELD_MAX_LENGTH.mission)
  mission?: string | null;

  @OptionalText(CHARITY_FIELD_MAX_LENGTH.primaryCause)
  primaryCause?: string | null;

  @OptionalText(CHARITY_FIELD_MAX_LENGTH.location)
  location?: string | null;
}

/**
 * PATCH /api/account: every field optional, only these can be set (the global pipe refuses the rest:
 * role, isAdmin, membershipActive, username, password…). currentPassword is required to change the e-mail.
 */
export class UpdateAccountRequestDto implements UpdateAccountRequest {
  @ApiPropertyOptional({ maxLength: MAX.name })
  @Trim()
  @IsOmittable()
  @IsString({ message: VALIDATION_MESSAGES.nameRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.nameRequired })
  @MaxLength(MAX.name)
  name?: string;

  @ApiPropertyOptional({ format: 'email', maxLength: MAX.email })
  @Trim()
  @IsOmittable()
  @IsEmail({}, { message: VALIDATION_MESSAGES.invalidEmail })
  @MaxLength(MAX.email)
  email?: string;

  @ApiPropertyOptional({ format: 'password', description: 'Needed only when email changes' })
  @IsOmittable()
  @IsString()
  @MaxLength(LOGIN_FIELD_MAX_LENGTH.password)
  currentPassword?: string;

  @OptionalText(MAX.phone)
  phone?: string | null;

  @OptionalText(MAX.bio)
  bio?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uri', maxLength: WEB_ADDRESS_MAX_LENGTH, description: 'http(s) only' })
  @BlankToNull()
  @IsOptional()
  @WebAddress(VALIDATION_MESSAGES.websiteInvalid)
  website?: string | null;

  @OptionalText(MAX.organisation)
  organisation?: string | null;

  @ApiPropertyOptional({ type: CharityAccountFieldsDto, description: 'Charities only' })
  @IsOmittable()
  @ValidateNested()
  @Type(() => CharityAccountFieldsDto)
  charity?: CharityAccountFieldsDto;
}

