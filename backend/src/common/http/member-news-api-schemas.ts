import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import {
  ConsultantIntroductionPage,
  ConsultantIntroductionView,
  NOTIFICATION_KINDS,
  NotificationKind,
  NotificationPage,
  NotificationView,
  ProjectParty,
} from '../../contracts';
import { ProjectSummarySchema } from './api-schemas';

/** OpenAPI schemas of issue 16's member responses: notifications, a consultant's introductions, dashboard project cards. */
export class NotificationViewSchema implements NotificationView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: NOTIFICATION_KINDS }) kind: NotificationKind;
  @ApiProperty({ description: 'What happened, in one sentence' }) title: string;
  @ApiProperty({ description: 'Where to see it: a path of the app' }) link: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty() read: boolean;
}

export class NotificationPageSchema implements NotificationPage {
  @ApiProperty({ type: [NotificationViewSchema] }) data: NotificationView[];
  @ApiProperty() total: number;
  @ApiProperty({ description: 'Unread notifications of the caller, over all pages' }) unread: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class UnreadCountSchema {
  @ApiProperty({ description: 'Unread notifications left' }) unread: number;
}

export class ConsultantIntroductionViewSchema implements ConsultantIntroductionView {
  @ApiProperty() id: number;
  @ApiProperty() charityName: string;
  @ApiProperty() contactName: string;
  @ApiProperty() projectDescription: string;
  @ApiProperty({ description: 'Label' }) expertise: string;
  @ApiProperty({ description: 'Label' }) timeline: string;
  @ApiProperty() status: string;
  @ApiProperty() statusLabel: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ConsultantIntroductionPageSchema implements ConsultantIntroductionPage {
  @ApiProperty({ type: [ConsultantIntroductionViewSchema] }) data: ConsultantIntroductionView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
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
