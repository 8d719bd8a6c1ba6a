import { ApiProperty } from '@nestjs/swagger';

import type { NotificationKind, NotificationPage, NotificationView } from '../../../../contracts';
import { NOTIFICATION_KINDS } from '../../../../contracts';

/**
 * OpenAPI schemas of the member's notifications. Each class implements the contracts type it documents, so a field
 * added there fails to compile here until documented.
 */

/** OpenAPI schemas of issue 16's member responses: notifications, a consultant's introductions, dashboard project cards. */
class NotificationViewSchema implements NotificationView {
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
