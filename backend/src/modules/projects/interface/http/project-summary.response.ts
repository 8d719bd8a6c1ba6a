import { ApiProperty } from '@nestjs/swagger';

import type { AdminProjectParties, AdminProjectSummary, MemberProjectSummary, ProjectParty, ProjectStatus, ProjectSummary } from '../../../../contracts';
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

/** A charity's or a consultant's list: every row names the other side and counts the caller's unread messages. */
export class MemberProjectSummarySchema extends ProjectSummarySchema implements MemberProjectSummary {
  @ApiProperty({ type: ProjectPartySchema, nullable: true, description: 'The other side of the project; null while no consultant is assigned (for the charity)' }) otherParty: ProjectParty | null;
  @ApiProperty({ description: 'Messages from the other side the caller has not read' }) unreadMessages: number;
}

type AdminProjectCharity = AdminProjectParties['charity'];
type AdminProjectConsultant = NonNullable<AdminProjectParties['consultant']>;

class AdminProjectCharitySchema implements AdminProjectCharity {
  @ApiProperty() id: number;
  @ApiProperty({ description: "The organisation, or the contact's name if none" }) name: string;
  @ApiProperty() contactName: string;
  @ApiProperty() contactEmail: string;
}

class AdminProjectConsultantSchema implements AdminProjectConsultant {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'The full name (admins see it in full)' }) name: string;
}

/** An admin's list of every project (issue 16): every row names both parties instead. */
export class AdminProjectSummarySchema extends ProjectSummarySchema implements AdminProjectSummary {
  @ApiProperty({ type: AdminProjectCharitySchema }) charity: AdminProjectParties['charity'];
  @ApiProperty({ type: AdminProjectConsultantSchema, nullable: true, description: 'Null before a consultant is assigned' }) consultant: AdminProjectParties['consultant'];
}
