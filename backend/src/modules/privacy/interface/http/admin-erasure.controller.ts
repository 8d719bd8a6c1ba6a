import { Body, Controller, HttpCode, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema, MessageSchema } from '../../../../common/http/error-body.response';
import { PERSONAL_DATA_MESSAGES } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { EraseMemberService } from '../../application/erase-member.service';
import { EraseMemberRequestDto } from './personal-data.request.dto';

/** Issue 19: an admin erases a member on request, with the same rules and refusals as self-erasure. */
@ApiTags('admin')
@Controller('admin/users')
@Roles('admin')
export class AdminErasureController {
  constructor(private readonly erasure: EraseMemberService) {}

  @ApiOperation({ summary: 'Erase a member on request' })
  @ApiOkResponse({ type: MessageSchema, description: 'Erased; the reason is in the audit log' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'No such user, or already erased' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'A project of theirs is in progress, or they are the last admin' })
  @Post(':userId/erase')
  @HttpCode(200)
  async erase(@CurrentUser() admin: SessionUser, @Param('userId', ParseIntPipe) userId: number, @Body() body: EraseMemberRequestDto, @Req() request: Request): Promise<{ message: string }> {
    await this.erasure.erase(userId, { by: 'admin', adminUserId: admin.id, reason: body.reason, ipAddress: request.ip ?? null });
    return { message: PERSONAL_DATA_MESSAGES.accountErased };
  }
}
