import { ApiProperty } from '@nestjs/swagger';

import type { IntroductionRequestView } from '../../../../contracts';

/**
 * OpenAPI schema of a stored introduction request. Each class implements the contracts type it documents, so a field
 * added there fails to compile here until documented.
 */

/** POST /api/introduction-requests (201): the stored request, whitelisted. */
export class IntroductionRequestSchema implements IntroductionRequestView {
  @ApiProperty() id: number;
  @ApiProperty({ description: "The charity, or the directory modal's organisation ('' when not given)" }) charityName: string;
  @ApiProperty() contactName: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() projectDescription: string;
  @ApiProperty({ description: "An expertise key; '' for the directory modal, which asks none" }) expertiseNeeded: string;
  @ApiProperty({ description: "A timeline key; '' for the directory modal, which asks none" }) timeline: string;
  @ApiProperty({ type: Number, nullable: true }) consultantId: number | null;
  @ApiProperty({ example: 'pending' }) status: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
