import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsString, MaxLength } from 'class-validator';

import { IsOmittable } from '../../../../common/http/field-rules';

import { AcceptTermsRequest, USER_AGENT_MAX_LENGTH, VALIDATION_MESSAGES } from '../../../../contracts';

export class AcceptTermsRequestDto implements AcceptTermsRequest {
  @ApiProperty({ enum: [true] })
  @Equals(true, { message: VALIDATION_MESSAGES.acceptTermsToProceed })
  acceptTerms: true;

  /** Sent by the first onboarding form; the second page sends acceptTerms alone. */
  @ApiPropertyOptional({ enum: [true] })
  @IsOmittable()
  @Equals(true, { message: VALIDATION_MESSAGES.acceptDataProcessing })
  acceptDataProcessing?: true;

  /** Informational only: the server records the User-Agent header it saw. */
  @ApiPropertyOptional({ maxLength: USER_AGENT_MAX_LENGTH })
  @IsOmittable()
  @IsString()
  @MaxLength(USER_AGENT_MAX_LENGTH)
  userAgent?: string;
}
