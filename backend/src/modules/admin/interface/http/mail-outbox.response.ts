import { ApiProperty } from '@nestjs/swagger';

import { CursorPagingSchema } from '../../../../common/http/cursor-paging.response';
import type { AdminMailStatus, CursorPage, OutboxMailView } from '../../../../contracts';
import { ADMIN_MAIL_STATUSES } from '../../../../contracts';

/**
 * OpenAPI schemas of the admin's view of the mail outbox. Each class implements the contracts type it documents, so
 * a field added there fails to compile here until documented.
 */

export class OutboxMailSchema implements OutboxMailView {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'email' }) toAddress: string;
  @ApiProperty() template: string;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: ADMIN_MAIL_STATUSES }) status: AdminMailStatus;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, nullable: true }) lastError: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null for mails that carry a secret (D3) and for purged bodies' }) body: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) nextAttemptAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) sentAt: string | null;
}

export class OutboxMailPageSchema extends CursorPagingSchema implements CursorPage<OutboxMailView> {
  @ApiProperty({ type: [OutboxMailSchema] }) data: OutboxMailSchema[];
}
