import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

import { MEMBERSHIP_TIERS, MembershipTier } from '../../../../contracts';
import { BlankToNull } from '../../../../common/http/string-transforms';
import { AccountFieldsRequestDto } from './account-fields.request.dto';

export class CharityFieldsRequestDto {
  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  registeredNumber?: string | null;

  @IsInt({ message: 'Revenue must be a whole number' })
  @Min(0, { message: 'Revenue cannot be negative' })
  @Max(2_000_000_000)
  revenue: number;

  @IsInt({ message: 'Employee count must be a whole number' })
  @Min(0, { message: 'Employee count cannot be negative' })
  @Max(10_000_000)
  employeeCount: number;

  @IsInt({ message: 'Founding year must be a year' })
  @Min(1000, { message: 'Founding year must be a year' })
  @Max(9999, { message: 'Founding year must be a year' })
  foundingYear: number;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  mission?: string | null;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  primaryCause?: string | null;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(200)
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
