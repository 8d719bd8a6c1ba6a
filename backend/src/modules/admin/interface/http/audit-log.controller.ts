import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';

import { Roles } from '../../../../common/decorators/roles.decorator';
import { AuditLogPageSchema } from './audit-log.response';
import { CsvColumn, streamCsv } from '../../../../common/http/csv';
import { DEEP_PAGE_NOTE, GrowingListBadRequest, refusePageWithCursor } from '../../../../common/http/cursor-query';
import { ADMIN_MESSAGES, auditActionLabel, AuditLogView, auditSubjectLabel, CursorPage } from '../../../../contracts';
import { InvalidInputError } from '../../../../kernel/domain-errors';
import { sortRequestOf } from '../../../../kernel/page-request';
import { AuditLogQueryService } from '../../../audit';
import { pageRequestOf } from './admin-page.query.dto';
import { auditRange, AuditLogQueryDto } from './audit-log.query.dto';

const AUDIT_COLUMNS: CsvColumn<AuditLogView>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Time', value: (row) => row.createdAt },
  { header: 'Action', value: (row) => auditActionLabel(row.action) },
  { header: 'Actor id', value: (row) => row.actorUserId },
  { header: 'Actor', value: (row) => row.actorUsername },
  { header: 'Subject user id', value: (row) => row.subjectUserId },
  { header: 'Subject type', value: (row) => (row.subjectType ? auditSubjectLabel(row.subjectType) : null) },
  { header: 'Subject id', value: (row) => row.subjectId },
  { header: 'IP address', value: (row) => row.ipAddress },
  { header: 'Details', value: (row) => (row.details ? JSON.stringify(row.details) : null) },
];

/** The audit log, read only: no route updates or deletes a row (issue 10). */
@ApiTags('admin')
@Controller('admin/audit-log')
@Roles('admin')
export class AuditLogController {
  constructor(private readonly auditLog: AuditLogQueryService) {}

  @ApiOperation({ summary: 'Read the audit log' })
  @ApiOkResponse({ type: AuditLogPageSchema, description: `Newest first unless sorted, filtered by actor, action and UTC days (or a CSV in the same order with ?format=csv). Each page carries nextCursor / previousCursor for ?cursor=.${DEEP_PAGE_NOTE}` })
  @GrowingListBadRequest()
  @ApiProduces('application/json', 'text/csv')
  @Get()
  list(@Query() query: AuditLogQueryDto): Promise<CursorPage<AuditLogView>> | StreamableFile {
    const { from, until, invalid } = auditRange(query);
    if (invalid) throw new InvalidInputError(ADMIN_MESSAGES.invalidDate, { [invalid]: ADMIN_MESSAGES.invalidDate });
    const filter = { actorUserId: query.actorUserId, actor: query.actor || undefined, action: query.action, from, until };
    // The log can hold millions of rows: its export streams one query rather than reading page after page.
    if (query.format === 'csv') return streamCsv('audit-log', AUDIT_COLUMNS, this.auditLog.stream(filter, sortRequestOf(query)));
    refusePageWithCursor(query);
    return this.auditLog.list(filter, { ...pageRequestOf(query), cursor: query.cursor });
  }
}
