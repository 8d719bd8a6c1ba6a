import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ConsultantIntroductionPageSchema } from './consultant-introductions.response';
import { PageQueryDto } from '../../../../common/http/page-query';
import { CONSULTANT_INTRODUCTIONS_MAX_PAGE_SIZE, CONSULTANT_INTRODUCTIONS_PAGE_SIZE, ConsultantIntroductionPage } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { ConsultantIntroductionsService } from '../../application/consultant-introductions.service';

class ConsultantIntroductionsQueryDto extends PageQueryDto(CONSULTANT_INTRODUCTIONS_PAGE_SIZE, CONSULTANT_INTRODUCTIONS_MAX_PAGE_SIZE) {}

@ApiTags('introductions')
@Controller('introduction-requests')
export class ConsultantIntroductionsController {
  constructor(private readonly introductions: ConsultantIntroductionsService) {}

  /** The requests that name the signed-in consultant, newest first (issue 16). */
  @Roles('consultant')
  @ApiOperation({ summary: 'List the introduction requests that name the signed-in consultant' })
  @ApiOkResponse({ type: ConsultantIntroductionPageSchema, description: 'Who asked, what for and when; no contact details (the team replies)' })
  @Get('mine')
  list(@CurrentUser() user: SessionUser, @Query() query: ConsultantIntroductionsQueryDto): Promise<ConsultantIntroductionPage> {
    return this.introductions.list(user, { page: query.page ?? 1, pageSize: query.pageSize ?? CONSULTANT_INTRODUCTIONS_PAGE_SIZE });
  }
}
