import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

import { CursorQuery } from '../../../../common/http/cursor-query';
import { ADMIN_MAIL_STATUSES, AdminMailStatus } from '../../../../contracts';
import { AdminPageQueryDto } from './admin-page.query.dto';

/** GET /api/admin/mail-outbox?status=failed, ?cursor= */
export class MailOutboxQueryDto extends AdminPageQueryDto {
  @CursorQuery()
  cursor?: string;

  @ApiPropertyOptional({ enum: ADMIN_MAIL_STATUSES, description: 'Omitted: every mail' })
  @IsOptional()
  @IsIn(ADMIN_MAIL_STATUSES, { message: `Status must be one of ${ADMIN_MAIL_STATUSES.join(', ')}` })
  status?: AdminMailStatus;
}
