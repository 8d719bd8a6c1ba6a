import { ApiProperty } from '@nestjs/swagger';

import type { ConsultantApplicationView, CursorPage } from '../../../../contracts';
import { EXPERTISE_KEYS } from '../../../../contracts';
import { CursorPagingSchema } from '../../../../common/http/cursor-paging.response';

type ApplicationUser = ConsultantApplicationView['user'];

/**
 * OpenAPI schemas of the consultant applications queue (GET /api/admin/consultant-applications). Each class
 * implements the contracts type it documents, so a field added there fails to compile here until documented.
 */

export class ApplicationUserSchema implements ApplicationUser {
  @ApiProperty() name: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) organisation: string | null;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ConsultantApplicationSchema implements ConsultantApplicationView {
  @ApiProperty({ description: 'The consultant profile id' }) id: number;
  @ApiProperty({ type: ApplicationUserSchema }) user: ApplicationUserSchema;
  @ApiProperty() yearsExperience: number;
  @ApiProperty({ type: [String], enum: EXPERTISE_KEYS }) expertise: string[];
  @ApiProperty({ type: String, nullable: true }) linkedin: string | null;
  @ApiProperty() availability: boolean;
  @ApiProperty({ type: String, nullable: true }) profileSummary: string | null;
  @ApiProperty({ type: String, nullable: true }) previousExperience: string | null;
}

export class ConsultantApplicationPageSchema extends CursorPagingSchema implements CursorPage<ConsultantApplicationView> {
  @ApiProperty({ type: [ConsultantApplicationSchema] }) data: ConsultantApplicationSchema[];
}
