import { ApiProperty } from '@nestjs/swagger';

import type { SignedTermsView } from '../../../../contracts';

/**
 * OpenAPI schema of the signed-terms list. Each class implements the contracts type it documents, so a field added
 * there fails to compile here until documented.
 */

export class SignedTermsSchema implements SignedTermsView {
  @ApiProperty({ description: 'The acceptance record id (Resend takes it)' }) id: number;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty() username: string;
  @ApiProperty() role: string;
  @ApiProperty() termsVersion: string;
  @ApiProperty({ format: 'date-time' }) termsAcceptedAt: string;
  @ApiProperty({ type: String, nullable: true }) termsIpAddress: string | null;
  @ApiProperty({ type: String, nullable: true }) termsUserAgent: string | null;
}
