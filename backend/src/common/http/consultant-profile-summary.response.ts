import { ApiProperty } from '@nestjs/swagger';

import type { ConsultantProfileSummary } from '../../contracts';
import { EXPERTISE_KEYS } from '../../contracts';

/**
 * A consultant's profile summary: the consultant's own profile answer and the signed-in user (identity) both carry
 * it. Each class implements the contracts type it documents, so a field added there fails to compile here until
 * documented.
 */

export class ConsultantProfileSummarySchema implements ConsultantProfileSummary {
  @ApiProperty() id: number;
  @ApiProperty({ type: [String], enum: EXPERTISE_KEYS }) expertise: string[];
  @ApiProperty({ type: String, nullable: true }) specialisations: string | null;
  @ApiProperty() yearsExperience: number;
  @ApiProperty() availability: boolean;
  @ApiProperty({ type: String, nullable: true }) profileSummary: string | null;
  @ApiProperty({ type: String, nullable: true }) previousExperience: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uri' }) linkedin: string | null;
  @ApiProperty() isApproved: boolean;
  @ApiProperty() isFeatured: boolean;
}
