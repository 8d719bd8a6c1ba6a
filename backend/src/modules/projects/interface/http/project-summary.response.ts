import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import type { ProjectParty, ProjectStatus, ProjectSummary } from '../../../../contracts';
import { PROJECT_STATUSES } from '../../../../contracts';

/**
 * OpenAPI schemas of a project in lists (admin and member). Each class implements the contracts type it documents,
 * so a field added there fails to compile here until documented.
 */

export class ProjectSummarySchema implements ProjectSummary {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: PROJECT_STATUSES }) status: ProjectStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) startDate: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) endDate: string | null;
  @ApiProperty({ type: [String] }) expertiseRequired: string[];
}

class ProjectPartySchema implements ProjectParty {
  @ApiProperty({ enum: ['charity', 'consultant'] }) role: 'charity' | 'consultant';
  @ApiProperty({ description: "The charity's organisation, or the consultant's first name (D4)" }) name: string;
}

/** A charity's or a consultant's list adds these two; an admin's list of every project does not. */
export class MemberProjectSummarySchema extends ProjectSummarySchema {
  @ApiPropertyOptional({ type: ProjectPartySchema, nullable: true, description: 'Members only: the other side of the project' }) otherParty?: ProjectParty | null;
  @ApiPropertyOptional({ description: 'Members only: messages from the other side the caller has not read' }) unreadMessages?: number;
}
