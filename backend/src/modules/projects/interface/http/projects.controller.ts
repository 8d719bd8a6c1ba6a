import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import { ProjectDetailSchema } from './project-detail.response';
import { AdminProjectSummarySchema, MemberProjectSummarySchema, ProjectSummarySchema } from './project-summary.response';
import { streamCsv } from '../../../../common/http/csv';
import { DEEP_PAGE_NOTE, GrowingListBadRequest, refusePageWithCursor } from '../../../../common/http/cursor-query';
import { CURSOR_PAGING_HEADERS, cursorPagedRows } from '../../../../common/http/paging-headers';
import { PROJECT_STATUS_COUNTS_HEADER, type ProjectDetail, type ProjectSummary } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { ChangeProjectStatusService } from '../../application/change-project-status.service';
import { CreateProjectService } from '../../application/create-project.service';
import { ListProjectsService } from '../../application/list-projects.service';
import { ProjectDetailService } from '../../application/project-detail.service';
import { ADMIN_PROJECT_CSV_COLUMNS } from './admin-project-csv-columns';
import { projectIdPipe } from './project-id.pipe';
import { AssignConsultantRequestDto, ChangeProjectStatusRequestDto, CreateProjectRequestDto, ListProjectsQueryDto } from './project.request.dto';

@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(
    private readonly lists: ListProjectsService,
    private readonly creation: CreateProjectService,
    private readonly details: ProjectDetailService,
    private readonly statuses: ChangeProjectStatusService,
  ) {}

  /**
   * The charity's own projects or the consultant's assigned ones (DECISIONS D8), each naming the other party with
   * its unread message count, and the counts by status in X-Status-Counts; a plain admin gets every project, whose
   * rows name both parties (issue 16), and `?format=csv` downloads every project with them (a keyset batch at a
   * time). Both a page at a time, with the total in X-Total-Count; an admin's pages also carry cursors (issue 22). Consultants who have not finished onboarding are stopped by the global
   * onboarding guard (403 ONBOARDING_REQUIRED).
   */
  @ApiOperation({ summary: 'List the projects the caller may see' })
  @Roles('charity', 'consultant', 'admin')
  @ApiExtraModels(MemberProjectSummarySchema, AdminProjectSummarySchema)
  @ApiOkResponse({
    schema: { type: 'array', items: { oneOf: [{ $ref: getSchemaPath(MemberProjectSummarySchema) }, { $ref: getSchemaPath(AdminProjectSummarySchema) }] } },
    description: `The caller's projects, newest first (an admin's unless sorted): a member's rows name the other side and count its unread messages, an admin's name both parties. An admin's pages carry X-Next-Cursor / X-Previous-Cursor for ?cursor=; with ?status= their total is counted no further than the depth limit (X-Total-Capped).${DEEP_PAGE_NOTE}`,
    headers: { ...CURSOR_PAGING_HEADERS, [PROJECT_STATUS_COUNTS_HEADER]: { description: 'A member’s projects by status, as a JSON object', schema: { type: 'string' } } },
  })
  @GrowingListBadRequest()
  @ApiProduces('application/json', 'text/csv')
  @Get()
  async list(@CurrentUser() user: SessionUser, @Query() query: ListProjectsQueryDto, @Res({ passthrough: true }) response: Response): Promise<ProjectSummary[] | StreamableFile> {
    const viewer = { userId: user.id, role: user.role, isConsultant: !!user.isConsultant, isAdmin: !!user.isAdmin };
    if (query.format === 'csv') return streamCsv('projects', ADMIN_PROJECT_CSV_COLUMNS, this.lists.exportAll(viewer, query));
    refusePageWithCursor(query);
    const result = await this.lists.listFor(viewer, query);
    if (result.statusCounts) response.setHeader(PROJECT_STATUS_COUNTS_HEADER, JSON.stringify(result.statusCounts));
    return cursorPagedRows(response, result, result.items);
  }

  @ApiOperation({ summary: 'Request a project' })
  @Roles('charity')
  @ApiCreatedResponse({ type: ProjectSummarySchema, description: 'The new project, pending; the admins are told' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: 'A rule of spec 001 §5 / D8 is broken, or an unknown field (status, consultantId, …) was sent' })
  @Post()
  create(@CurrentUser() user: SessionUser, @Body() body: CreateProjectRequestDto): Promise<ProjectSummary> {
    return this.creation.create(user, body);
  }

  @ApiOperation({ summary: 'Read a project with its history' })
  @Roles('any')
  @ApiOkResponse({ type: ProjectDetailSchema, description: 'The project, its team and its history' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'No such project, or the caller is not part of it (D8)' })
  @Get(':id')
  findOne(@CurrentUser() user: SessionUser, @Param('id', projectIdPipe()) id: number): Promise<ProjectDetail> {
    return this.details.get(id, user);
  }

  @ApiOperation({ summary: 'Move a project to another status' })
  @Roles('any')
  @ApiOkResponse({ type: ProjectSummarySchema, description: 'The project after the move' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'D8 does not allow this move for this caller' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'No such project, or the caller is not part of it' })
  @Patch(':id/status')
  changeStatus(@CurrentUser() user: SessionUser, @Param('id', projectIdPipe()) id: number, @Body() body: ChangeProjectStatusRequestDto, @Req() request: Request): Promise<ProjectSummary> {
    return this.statuses.changeStatus(id, user, body.status, request.ip ?? null);
  }

  @ApiOperation({ summary: 'Assign a consultant to a project' })
  @Roles('admin')
  @ApiOkResponse({ type: ProjectSummarySchema, description: 'The project, now in progress with this consultant' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: 'The consultant is unknown or not approved' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'The project is completed or cancelled' })
  @HttpCode(200)
  @Post(':id/assign')
  assign(@CurrentUser() admin: SessionUser, @Param('id', projectIdPipe()) id: number, @Body() body: AssignConsultantRequestDto, @Req() request: Request): Promise<ProjectSummary> {
    return this.statuses.assign(id, admin, body.consultantId, request.ip ?? null);
  }
}
