import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

import { CONSULTANT_FIELD_MAX_LENGTH, EXPERTISE_KEYS, MAX_YEARS_EXPERIENCE } from '../../../../contracts';
import { BlankToNull } from '../../../../common/http/string-transforms';
import { AccountFieldsRequestDto } from './account-fields.request.dto';

export class ConsultantFieldsRequestDto {
  @IsArray({ message: 'Please select your areas of expertise' })
  @ArrayMaxSize(EXPERTISE_KEYS.length)
  @IsIn(EXPERTISE_KEYS, { each: true, message: 'Please select expertise from the list' })
  expertise: string[];

  @IsInt({ message: 'Years of experience must be a whole number' })
  @Min(0, { message: 'Years of experience must be positive' })
  @Max(MAX_YEARS_EXPERIENCE)
  yearsExperience: number;

  @IsBoolean()
  availability: boolean;

  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(CONSULTANT_FIELD_MAX_LENGTH.linkedin)
  linkedin?: string | null;
}

export class RegisterConsultantRequestDto extends AccountFieldsRequestDto {
  @IsDefined({ message: 'Consultant details are required' })
  @ValidateNested()
  @Type(() => ConsultantFieldsRequestDto)
  consultant: ConsultantFieldsRequestDto;
}
