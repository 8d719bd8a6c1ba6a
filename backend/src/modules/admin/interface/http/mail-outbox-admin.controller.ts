import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { OutboxMailPageSchema, OutboxMailSchema } from './mail-outbox.response';
import { DEEP_PAGE_NOTE, GrowingListBadRequest, refusePageWithCursor } from '../../../../common/http/cursor-query';
import type { CursorPage, OutboxMailView } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { MailBacklogService } from '../../../mail';
import { pageRequestOf } from './admin-page.query.dto';
import { MailOutboxQueryDto } from './mail-outbox.query.dto';

/** DECISIONS D10: admins see failed mails (never a secret-bearing body) and send them again. */
@ApiTags('admin')
@Controller('admin/mail-outbox')
@Roles('admin')
export class MailOutboxAdminController {
  constructor(private readonly backlog: MailBacklogService) {}

  @ApiOperation({ summary: 'List the mail outbox' })
  @ApiOkResponse({ type: OutboxMailPageSchema, description: `Outbox mails, newest first; ?status=failed for the failures. Each page carries nextCursor / previousCursor for ?cursor=.${DEEP_PAGE_NOTE}` })
  @GrowingListBadRequest()
  @Get()
  list(@Query() query: MailOutboxQueryDto): Promise<CursorPage<OutboxMailView>> {
    refusePageWithCursor(query);
    return this.backlog.list(query.status, { ...pageRequestOf(query), cursor: query.cursor });
  }

  @ApiOperation({ summary: 'Retry a failed mail' })
  @ApiOkResponse({ type: OutboxMailSchema, description: 'The failed mail, pending again with its attempts reset; 409 unless it had failed' })
  @Post(':id/retry')
  @HttpCode(200)
  retry(@CurrentUser() admin: SessionUser, @Param('id', ParseIntPipe) id: number, @Req() request: Request): Promise<OutboxMailView> {
    return this.backlog.retry({ id: admin.id, ipAddress: request.ip ?? null }, id);
  }
}
