import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsDefined, IsIn, ValidateNested } from 'class-validator';

import { OptionalText, RequiredText, WebAddress, WholeNumber } from '../../../../common/http/field-rules';
import {
  ACCOUNT_FIELD_MAX_LENGTH,
  CONSULTANT_FIELD_MAX_LENGTH,
  ConsultantApplicationRequest,
  EXPERTISE_KEYS,
  VALIDATION_MESSAGES,
  WEB_ADDRESS_MAX_LENGTH,
  WHOLE_NUMBER_RULES,
} from '../../../../contracts';
import { AccountFieldsRequestDto } from './account-fields.request.dto';

export class ConsultantFieldsRequestDto implements Required<ConsultantApplicationRequest['consultant']> {
  @ApiProperty({ type: [String], enum: EXPERTISE_KEYS, minItems: 1 })
  @IsIn(EXPERTISE_KEYS, { each: true, message: VALIDATION_MESSAGES.expertiseFromList })
  @ArrayMaxSize(EXPERTISE_KEYS.length, { message: VALIDATION_MESSAGES.expertiseFromList })
  @ArrayMinSize(1, { message: VALIDATION_MESSAGES.selectExpertise })
  @IsArray({ message: VALIDATION_MESSAGES.selectExpertise })
  expertise: string[];

  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string', example: '12' }] })
  @WholeNumber(WHOLE_NUMBER_RULES.yearsExperience)
  yearsExperience: number;

  @ApiProperty()
  @IsBoolean({ message: VALIDATION_MESSAGES.availabilityBoolean })
  availability: boolean;

  /** Required, and the one LinkedIn definition the profile form uses too (item 1.8). */
  @ApiProperty({ format: 'uri', maxLength: WEB_ADDRESS_MAX_LENGTH, description: 'A linkedin.com profile, http(s) only' })
  @WebAddress(VALIDATION_MESSAGES.linkedinInvalid, { linkedin: true, required: VALIDATION_MESSAGES.linkedinRequired })
  linkedin: string;

  /** Optional but encouraged (issue 16): the profile's own fields, so approval carries them to the directory. */
  @OptionalText(CONSULTANT_FIELD_MAX_LENGTH.profileText)
  profileSummary: string | null;

  @OptionalText(CONSULTANT_FIELD_MAX_LENGTH.profileText)
  previousExperience: string | null;
}

/** POST /api/register/consultant: phone (for the interview), bio and LinkedIn are required, as on the screen. */
export class RegisterConsultantRequestDto extends AccountFieldsRequestDto implements ConsultantApplicationRequest {
  @OptionalText(ACCOUNT_FIELD_MAX_LENGTH.organisation)
  organisation?: string | null;

  @RequiredText(VALIDATION_MESSAGES.phoneRequired, ACCOUNT_FIELD_MAX_LENGTH.phone)
  phone: string;

  @RequiredText(VALIDATION_MESSAGES.bioRequired, ACCOUNT_FIELD_MAX_LENGTH.bio)
  bio: string;

  @ApiProperty({ type: ConsultantFieldsRequestDto })
  @IsDefined({ message: VALIDATION_MESSAGES.consultantDetailsRequired })
  @ValidateNested()
  @Type(() => ConsultantFieldsRequestDto)
  consultant: ConsultantFieldsRequestDto;
}
