import { ApiProperty } from '@nestjs/swagger';

import type { ProjectDetail, ProjectHistoryEntry, ProjectHistoryEvent, ProjectStatus, ProjectTeamCharity, ProjectTeamConsultant } from '../../../../contracts';
import { PROJECT_HISTORY_EVENTS, PROJECT_STATUSES } from '../../../../contracts';
import { ProjectSummarySchema } from './project-summary.response';

type HistoryActor = NonNullable<ProjectHistoryEntry['actor']>;

/**
 * OpenAPI schemas of one project with its team and history. Each class implements the contracts type it documents,
 * so a field added there fails to compile here until documented.
 */

/** OpenAPI schemas of the member area's responses: project workspace, membership, account (issue 9). */
class ProjectTeamCharitySchema implements ProjectTeamCharity {
  @ApiProperty() name: string;
  @ApiProperty() contactEmail: string;
}

class ProjectTeamConsultantSchema implements ProjectTeamConsultant {
  @ApiProperty() name: string;
  @ApiProperty({ type: [String] }) expertise: string[];
  @ApiProperty({ type: String, nullable: true }) organization: string | null;
}

class HistoryActorSchema implements HistoryActor {
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['charity', 'consultant', 'admin'] }) role: 'charity' | 'consultant' | 'admin';
}

class ProjectHistoryEntrySchema implements ProjectHistoryEntry {
  @ApiProperty() id: number;
  @ApiProperty({ enum: PROJECT_HISTORY_EVENTS }) event: ProjectHistoryEvent;
  @ApiProperty({ enum: PROJECT_STATUSES, nullable: true }) fromStatus: ProjectStatus | null;
  @ApiProperty({ enum: PROJECT_STATUSES, nullable: true }) toStatus: ProjectStatus | null;
  @ApiProperty({ type: String, nullable: true, description: 'The file name of a document event, the consultant of an assignment' }) detail: string | null;
  @ApiProperty({ type: HistoryActorSchema, nullable: true }) actor: { name: string; role: 'charity' | 'consultant' | 'admin' } | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ProjectDetailSchema extends ProjectSummarySchema implements ProjectDetail {
  @ApiProperty({ type: Number, nullable: true }) estimatedHours: number | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ type: String, enum: ['oneoff'], nullable: true }) type: 'oneoff' | null;
  @ApiProperty({ type: ProjectTeamCharitySchema }) charity: ProjectTeamCharity;
  @ApiProperty({ type: ProjectTeamConsultantSchema, nullable: true }) consultant: ProjectTeamConsultant | null;
  @ApiProperty({ type: [ProjectHistoryEntrySchema], description: 'Oldest first' }) history: ProjectHistoryEntry[];
}
