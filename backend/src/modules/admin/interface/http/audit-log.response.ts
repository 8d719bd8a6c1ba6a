import { ApiProperty } from '@nestjs/swagger';

import type { AuditLogView, CursorPage } from '../../../../contracts';
import { AUDIT_ACTIONS } from '../../../../contracts';
import { CursorPagingSchema } from '../../../../common/http/cursor-paging.response';

/**
 * OpenAPI schemas of the audit log list. Each class implements the contracts type it documents, so a field added
 * there fails to compile here until documented.
 */

export class AuditLogEntrySchema implements AuditLogView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action: string;
  @ApiProperty({ type: Number, nullable: true }) actorUserId: number | null;
  @ApiProperty({ type: String, nullable: true }) actorUsername: string | null;
  @ApiProperty({ type: Number, nullable: true }) subjectUserId: number | null;
  @ApiProperty({ type: String, nullable: true }) subjectType: string | null;
  @ApiProperty({ type: Number, nullable: true }) subjectId: number | null;
  @ApiProperty({ type: String, nullable: true }) ipAddress: string | null;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true }) details: Record<string, unknown> | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AuditLogPageSchema extends CursorPagingSchema implements CursorPage<AuditLogView> {
  @ApiProperty({ type: [AuditLogEntrySchema] }) data: AuditLogEntrySchema[];
}
