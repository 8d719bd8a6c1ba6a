import { ApiProperty } from '@nestjs/swagger';

import {
  AccountView,
  AdminMembershipRequest,
  AdminMembershipRequestPage,
  MEMBERSHIP_REQUEST_STATUSES,
  MEMBERSHIP_REQUEST_TYPES,
  MEMBERSHIP_TIERS,
  MembershipRequestStatus,
  MembershipRequestType,
  MembershipRequestView,
  MembershipTier,
  PROJECT_HISTORY_EVENTS,
  PROJECT_STATUSES,
  ProjectDetail,
  ProjectFile,
  ProjectHistoryEntry,
  ProjectHistoryEvent,
  ProjectMessage,
  ProjectStatus,
  ProjectTeamCharity,
  ProjectTeamConsultant,
  USER_ROLES,
  UserRole,
  CharityOrganisationFields,
} from '../../contracts';
import { ProjectSummarySchema } from './api-schemas';

/** OpenAPI schemas of the member area's responses: project workspace, membership, account (issue 9). */
export class ProjectTeamCharitySchema implements ProjectTeamCharity {
  @ApiProperty() name: string;
  @ApiProperty() contactEmail: string;
}

export class ProjectTeamConsultantSchema implements ProjectTeamConsultant {
  @ApiProperty() name: string;
  @ApiProperty({ type: [String] }) expertise: string[];
  @ApiProperty({ type: String, nullable: true }) organization: string | null;
}

class HistoryActorSchema {
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['charity', 'consultant', 'admin'] }) role: 'charity' | 'consultant' | 'admin';
}

export class ProjectHistoryEntrySchema implements ProjectHistoryEntry {
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

class MessageSenderSchema {
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['charity', 'consultant', 'admin'] }) role: 'charity' | 'consultant' | 'admin';
  @ApiProperty({ type: String, nullable: true }) organization: string | null;
}

export class ProjectMessageSchema implements ProjectMessage {
  @ApiProperty() id: number;
  @ApiProperty() projectId: number;
  @ApiProperty() senderId: number;
  @ApiProperty({ type: MessageSenderSchema }) sender: ProjectMessage['sender'];
  @ApiProperty() content: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty() isRead: boolean;
}

class FileUploaderSchema {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class ProjectFileSchema implements ProjectFile {
  @ApiProperty() id: number;
  @ApiProperty() projectId: number;
  @ApiProperty() fileName: string;
  @ApiProperty({ description: 'The type sniffed from the content (D16)' }) contentType: string;
  @ApiProperty() sizeBytes: number;
  @ApiProperty({ type: FileUploaderSchema }) uploadedBy: { id: number; name: string };
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class MembershipRequestSchema implements MembershipRequestView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: MEMBERSHIP_REQUEST_TYPES }) type: MembershipRequestType;
  @ApiProperty({ enum: MEMBERSHIP_TIERS, nullable: true, description: "The tier a 'change_tier' request asks for, null otherwise" }) requestedTier: MembershipTier | null;
  @ApiProperty({ enum: MEMBERSHIP_REQUEST_STATUSES }) status: MembershipRequestStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) handledAt: string | null;
}

class MembershipCharitySchema {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() contactEmail: string;
  @ApiProperty({ enum: MEMBERSHIP_TIERS }) membershipTier: MembershipTier;
  @ApiProperty() membershipActive: boolean;
  @ApiProperty({ type: String, format: 'date', nullable: true }) membershipExpiry: string | null;
}

export class AdminMembershipRequestSchema extends MembershipRequestSchema implements AdminMembershipRequest {
  @ApiProperty({ type: MembershipCharitySchema }) charity: AdminMembershipRequest['charity'];
}

export class AdminMembershipRequestPageSchema implements AdminMembershipRequestPage {
  @ApiProperty({ type: [AdminMembershipRequestSchema] }) items: AdminMembershipRequest[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class CharityOrganisationSchema implements CharityOrganisationFields {
  @ApiProperty({ type: String, nullable: true }) registeredNumber: string | null;
  @ApiProperty() revenue: number;
  @ApiProperty() employeeCount: number;
  @ApiProperty() foundingYear: number;
  @ApiProperty({ type: String, nullable: true }) mission: string | null;
  @ApiProperty({ type: String, nullable: true }) primaryCause: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
}

export class AccountViewSchema implements AccountView {
  @ApiProperty() username: string;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: USER_ROLES }) role: UserRole;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true }) organisation: string | null;
  @ApiProperty({ type: CharityOrganisationSchema, nullable: true }) charity: CharityOrganisationFields | null;
}
