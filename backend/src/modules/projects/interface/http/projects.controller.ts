import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import type { SessionUser } from '../../../../kernel/session-user';
import { ProjectSummarySchema } from '../../../../common/http/api-schemas';
import type { ProjectSummary } from '../../../../contracts';
import { ListProjectsService } from '../../application/list-projects.service';

@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(private readonly lists: ListProjectsService) {}

  /**
   * The charity's own projects or the consultant's assigned ones (DECISIONS D8). A plain admin is refused
   * (403) by role: admins get their own project lists in the admin area. Consultants who have not finished
   * onboarding are stopped by the global onboarding guard (403 ONBOARDING_REQUIRED).
   */
  @Roles('charity', 'consultant')
  @ApiOkResponse({ type: [ProjectSummarySchema], description: "The caller's projects, newest first" })
  @Get()
  list(@CurrentUser() user: SessionUser): Promise<ProjectSummary[]> {
    return this.lists.listFor({ userId: user.id, role: user.role, isConsultant: !!user.isConsultant });
  }
}
