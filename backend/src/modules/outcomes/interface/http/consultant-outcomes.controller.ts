import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import type { ConsultantOutcomes } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { OutcomesReportService } from '../../application/outcomes-report.service';
import { ConsultantOutcomesSchema } from './outcomes.response';

/** The consultant dashboard card: one's own profile views and introduction requests per month (issue 18). */
@ApiTags('consultants')
@Controller('outcomes')
export class ConsultantOutcomesController {
  constructor(private readonly outcomes: OutcomesReportService) {}

  @Roles('consultant')
  @ApiOperation({ summary: "Count the signed-in consultant's profile views and introduction requests per month" })
  @ApiOkResponse({ type: ConsultantOutcomesSchema, description: 'The last 12 UTC months, oldest first, zeros included' })
  @Get('mine')
  mine(@CurrentUser() user: SessionUser): Promise<ConsultantOutcomes> {
    return this.outcomes.consultantOutcomes(user.id);
  }
}
