import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, Equals, IsArray, IsInt, IsOptional, Min } from 'class-validator';

import { PageQueryDto } from '../../../../common/http/page-query';
import { MarkNotificationsReadRequest, NOTIFICATIONS_MAX_IDS, NOTIFICATIONS_MAX_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE } from '../../../../contracts';

export class NotificationsQueryDto extends PageQueryDto(NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_MAX_PAGE_SIZE) {}

/** Exactly one of the two is checked in the controller (class-validator has no "one of"). */
export class MarkNotificationsReadRequestDto implements MarkNotificationsReadRequest {
  @ApiPropertyOptional({ type: [Number], maxItems: NOTIFICATIONS_MAX_IDS, description: 'Ids of the caller’s notifications' })
  @IsOptional()
  @IsArray({ message: 'ids must be a list of notification ids' })
  @ArrayMinSize(1, { message: 'ids must name at least one notification' })
  @ArrayMaxSize(NOTIFICATIONS_MAX_IDS, { message: `ids may name at most ${NOTIFICATIONS_MAX_IDS} notifications` })
  @IsInt({ each: true, message: 'ids must be a list of notification ids' })
  @Min(1, { each: true, message: 'ids must be a list of notification ids' })
  ids?: number[];

  @ApiPropertyOptional({ enum: [true], description: 'Mark every notification of the caller read' })
  @IsOptional()
  @Equals(true, { message: 'all must be true when sent' })
  all?: boolean;
}
