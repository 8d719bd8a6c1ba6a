import { Equals, IsOptional, IsString, MaxLength } from 'class-validator';

import { VALIDATION_MESSAGES } from '../../../../contracts';

export class AcceptTermsRequestDto {
  @Equals(true, { message: VALIDATION_MESSAGES.acceptTermsToProceed })
  acceptTerms: boolean;

  /** Sent by the first onboarding form; the second page sends acceptTerms alone. */
  @IsOptional()
  @Equals(true, { message: VALIDATION_MESSAGES.acceptDataProcessing })
  acceptDataProcessing?: boolean;

  /** Informational only: the server records the User-Agent header it saw. */
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  userAgent?: string;
}
