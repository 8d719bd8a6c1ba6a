import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

import { CHARITY_FIELD_MAX_LENGTH as MAX, MAX_EMPLOYEE_COUNT, MAX_REVENUE, MEMBERSHIP_TIERS, MembershipTier, MIN_FOUNDING_YEAR } from '../../../../contracts';
import { BlankToNull } from '../../../../common/http/string-transforms';
import { AccountFieldsRequestDto } from './account-fields.request.dto';

export class CharityFieldsRequestDto {
  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(MAX.registeredNumber)
  registeredNumber?: string | null;

  @IsInt({ message: 'Revenue must be a whole number' })
  @Min(0, { message: 'Revenue cannot be negative' })
  @Max(MAX_REVENUE)
  revenue: number;

  @IsInt({ message: 'Employee count must be a whole number' })
  @Min(0, { message: 'Employee count cannot be negative' })
  @Max(MAX_EMPLOYEE_COUNT)
  employeeCount: number;

  @IsInt({ message: 'Founding year must be a year' })
  @Min(MIN_FOUNDING_YEAR, { message: 'Founding year must be a year' })
  @Max(9999, { message: 'Founding year must be a year' })
  foundingYear: number;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(MAX.mission)
  mission?: string | null;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(MAX.primaryCause)
  primaryCause?: string | null;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(MAX.location)
  location?: string | null;

  @IsOptional()
  @IsIn(MEMBERSHIP_TIERS, { message: 'Please choose a membership tier' })
  membershipTier?: MembershipTier;
}

export class RegisterCharityRequestDto extends AccountFieldsRequestDto {
  @IsDefined({ message: 'Charity details are required' })
  @ValidateNested()
  @Type(() => CharityFieldsRequestDto)
  charity: CharityFieldsRequestDto;
}
