import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import { NotificationPageSchema, UnreadCountSchema } from './notifications.response';
import { NOTIFICATION_MESSAGES, NOTIFICATIONS_PAGE_SIZE, NotificationPage } from '../../../../contracts';
import { InvalidInputError } from '../../../../kernel/domain-errors';
import type { SessionUser } from '../../../../kernel/session-user';
import { NotificationInboxService } from '../../application/notification-inbox.service';
import { MarkNotificationsReadRequestDto, NotificationsQueryDto } from './notifications.request.dto';

/** The bell in the header (issue 16): any signed-in member's own notifications. */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly inbox: NotificationInboxService) {}

  @Roles('any')
  @ApiOperation({ summary: 'List the signed-in member\'s notifications' })
  @ApiOkResponse({ type: NotificationPageSchema, description: 'The caller’s notifications, newest first, with the unread count; reading marks nothing' })
  @Get()
  list(@CurrentUser() user: SessionUser, @Query() query: NotificationsQueryDto): Promise<NotificationPage> {
    return this.inbox.list(user, { page: query.page ?? 1, pageSize: query.pageSize ?? NOTIFICATIONS_PAGE_SIZE });
  }

  @Roles('any')
  @ApiOperation({ summary: 'Mark some or all of the signed-in member\'s notifications read' })
  @ApiOkResponse({ type: UnreadCountSchema, description: 'The unread count after marking' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: 'Neither or both of ids and all, or ids that are not ids' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'An id is not one of the caller’s notifications' })
  @HttpCode(200)
  @Post('read')
  markRead(@CurrentUser() user: SessionUser, @Body() body: MarkNotificationsReadRequestDto): Promise<{ unread: number }> {
    if ((body.ids === undefined) === (body.all === undefined)) throw new InvalidInputError(NOTIFICATION_MESSAGES.idsOrAll, { ids: NOTIFICATION_MESSAGES.idsOrAll });
    return this.inbox.markRead(user, body.all ? 'all' : (body.ids as number[]));
  }
}
