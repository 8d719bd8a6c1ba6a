import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import type { ApiErrorBody } from '../../contracts';

/**
 * The one error shape every 4xx/5xx answer uses, and the plain message answer: shared by every module. Each class
 * implements the contracts type it documents, so a field added there fails to compile here until documented.
 */

export class ErrorBodySchema implements ApiErrorBody {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ description: 'What the screen shows (for validation: the first field message)' }) message: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: "Field → message, e.g. 'charity.revenue'" })
  errors?: Record<string, string>;
  @ApiPropertyOptional({ example: 'ONBOARDING_REQUIRED' }) code?: string;
  @ApiPropertyOptional({ description: 'Minutes left on a lockout (429)' }) lockoutRemaining?: number;
}

export class MessageSchema {
  @ApiProperty() message: string;
}
