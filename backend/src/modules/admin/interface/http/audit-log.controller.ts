import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { Roles } from '../../../../common/decorators/roles.decorator';
import { AuditLogPageSchema } from '../../../../common/http/admin-api-schemas';
import type { CsvColumn } from '../../../../common/http/csv';
import { ADMIN_MESSAGES, AdminPage, AuditLogView } from '../../../../contracts';
import { InvalidInputError } from '../../../../kernel/domain-errors';
import { AuditLogQueryService } from '../../../audit';
import { pageRequestOf } from './admin-page.query.dto';
import { auditRange, AuditLogQueryDto } from './audit-log.query.dto';
import { csvOrPage } from './csv-or-page';

const AUDIT_COLUMNS: CsvColumn<AuditLogView>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Time', value: (row) => row.createdAt },
  { header: 'Action', value: (row) => row.action },
  { header: 'Actor id', value: (row) => row.actorUserId },
  { header: 'Actor', value: (row) => row.actorUsername },
  { header: 'Subject user id', value: (row) => row.subjectUserId },
  { header: 'Subject type', value: (row) => row.subjectType },
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
  @ApiOkResponse({ type: AuditLogPageSchema, description: 'Newest first unless sorted, filtered by actor, action and UTC days (or a CSV in the same order with ?format=csv)' })
  @ApiProduces('application/json', 'text/csv')
  @Get()
  async list(@Query() query: AuditLogQueryDto, @Res({ passthrough: true }) response: Response): Promise<AdminPage<AuditLogView> | string> {
    const { from, until, invalid } = auditRange(query);
    if (invalid) throw new InvalidInputError(ADMIN_MESSAGES.invalidDate, { [invalid]: ADMIN_MESSAGES.invalidDate });
    const page = await this.auditLog.list({ actorUserId: query.actorUserId, action: query.action, from, until }, pageRequestOf(query));
    return csvOrPage(response, query.format, 'audit-log', AUDIT_COLUMNS, page);
  }
}
