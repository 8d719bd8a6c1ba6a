import { Body, Controller, Param, ParseIntPipe, Patch, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import type { SessionUser } from '../../../../kernel/session-user';
import { ConsultantProfileSummarySchema } from '../../../../common/http/consultant-profile-summary.response';
import { ConsultantProfileSummary, isAdminUser } from '../../../../contracts';
import { UpdateConsultantProfileService } from '../../application/update-consultant-profile.service';
import { UpdateConsultantProfileRequestDto } from './update-consultant-profile.request.dto';

/** A consultant's own profile and availability; admins may change any (DECISIONS D1). */
@ApiTags('consultants')
@Controller('consultants')
export class ConsultantProfileController {
  constructor(private readonly profiles: UpdateConsultantProfileService) {}

  /** Another consultant's id answers 404 like a missing one; a charity is refused by role (403). */
  @ApiOperation({ summary: 'Update one\'s own consultant profile' })
  @Roles('consultant', 'admin')
  @ApiOkResponse({ type: ConsultantProfileSummarySchema, description: 'The updated profile' })
  @Patch(':id')
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: UpdateConsultantProfileRequestDto,
    @Req() request: Request,
  ): Promise<ConsultantProfileSummary> {
    return this.profiles.update({ userId: user.id, isAdmin: isAdminUser(user), ipAddress: request.ip ?? null }, id, body);
  }
}
