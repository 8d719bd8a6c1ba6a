import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, ValidateNested } from 'class-validator';

import { IsOmittable, OptionalText, RequiredText, WholeNumber } from '../../../../common/http/field-rules';
import {
  ACCOUNT_FIELD_MAX_LENGTH,
  CHARITY_FIELD_MAX_LENGTH as MAX,
  CharityRegistrationRequest,
  MEMBERSHIP_TIERS,
  MembershipTier,
  VALIDATION_MESSAGES,
  WHOLE_NUMBER_RULES,
} from '../../../../contracts';
import { AccountFieldsRequestDto } from './account-fields.request.dto';

const wholeNumber = { oneOf: [{ type: 'integer' }, { type: 'string', example: '250,000' }] };

export class CharityFieldsRequestDto implements Required<CharityRegistrationRequest['charity']> {
  @OptionalText(MAX.registeredNumber)
  registeredNumber: string | null;

  @ApiProperty({ ...wholeNumber, description: 'Whole pounds; "£250,000" is read as 250000' })
  @WholeNumber(WHOLE_NUMBER_RULES.revenue)
  revenue: number;

  @ApiProperty(wholeNumber)
  @WholeNumber(WHOLE_NUMBER_RULES.employeeCount)
  employeeCount: number;

  @ApiProperty(wholeNumber)
  @WholeNumber(WHOLE_NUMBER_RULES.foundingYear)
  foundingYear: number;

  @OptionalText(MAX.mission)
  mission: string | null;

  @OptionalText(MAX.primaryCause)
  primaryCause: string | null;

  @OptionalText(MAX.location)
  location: string | null;

  @ApiPropertyOptional({ enum: MEMBERSHIP_TIERS })
  @IsOmittable()
  @IsIn(MEMBERSHIP_TIERS, { message: VALIDATION_MESSAGES.membershipTier })
  membershipTier: MembershipTier;
}

/** POST /api/register/charity: the organisation name is required, as on the screen. */
export class RegisterCharityRequestDto extends AccountFieldsRequestDto implements CharityRegistrationRequest {
  @RequiredText(VALIDATION_MESSAGES.organisationRequired, ACCOUNT_FIELD_MAX_LENGTH.organisation)
  organisation: string;

  @OptionalText(ACCOUNT_FIELD_MAX_LENGTH.phone)
  phone?: string | null;

  @OptionalText(ACCOUNT_FIELD_MAX_LENGTH.bio)
  bio?: string | null;

  @ApiProperty({ type: CharityFieldsRequestDto })
  @IsDefined({ message: VALIDATION_MESSAGES.charityDetailsRequired })
  @ValidateNested()
  @Type(() => CharityFieldsRequestDto)
  charity: CharityFieldsRequestDto;
}
