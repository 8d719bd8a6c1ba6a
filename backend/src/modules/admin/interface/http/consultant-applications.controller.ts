import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { DEEP_PAGE_NOTE, GrowingListBadRequest, refusePageWithCursor } from '../../../../common/http/cursor-query';
import { MessageSchema } from '../../../../common/http/error-body.response';
import { ConsultantApplicationPageSchema } from './consultant-applications.response';
import type { CsvColumn } from '../../../../common/http/csv';
import { ADMIN_MESSAGES, ConsultantApplicationView, CursorPage, expertiseLabels } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { ConsultantApplicationsService, ConsultantRosterService } from '../../../consultants';
import { ConsultantApplicationsQueryDto } from './admin-page.query.dto';
import { csvOrCursorPage } from './csv-or-page';
import { RejectApplicationRequestDto } from './reject-application.request.dto';

const APPLICATION_COLUMNS: CsvColumn<ConsultantApplicationView>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Name', value: (row) => row.user.name },
  { header: 'Email', value: (row) => row.user.email },
  { header: 'Phone', value: (row) => row.user.phone },
  { header: 'Organisation', value: (row) => row.user.organisation },
  { header: 'Website', value: (row) => row.user.website },
  { header: 'Expertise', value: (row) => expertiseLabels(row.expertise) },
  { header: 'Years of experience', value: (row) => row.yearsExperience },
  { header: 'LinkedIn', value: (row) => row.linkedin },
  { header: 'Available', value: (row) => row.availability },
  { header: 'Profile summary', value: (row) => row.profileSummary },
  { header: 'Previous experience', value: (row) => row.previousExperience },
  { header: 'Applied at', value: (row) => row.user.createdAt },
];

/** Spec 001 §2 "Consultant applications (admin)", §4, §7. */
@ApiTags('admin')
@Controller('admin/consultant-applications')
@Roles('admin')
export class ConsultantApplicationsController {
  constructor(
    private readonly roster: ConsultantRosterService,
    private readonly applications: ConsultantApplicationsService,
  ) {}

  @ApiOperation({ summary: 'List consultant applications' })
  @ApiOkResponse({
    type: ConsultantApplicationPageSchema,
    description: `Pending applications, oldest first unless sorted (or a CSV in the same order with ?format=csv). Each page carries nextCursor / previousCursor for ?cursor=; the total is counted no further than the depth limit (totalCapped).${DEEP_PAGE_NOTE}`,
  })
  @GrowingListBadRequest()
  @ApiProduces('application/json', 'text/csv')
  @Get()
  list(@Query() query: ConsultantApplicationsQueryDto): Promise<CursorPage<ConsultantApplicationView> | StreamableFile> {
    refusePageWithCursor(query);
    return csvOrCursorPage(query, 'consultant-applications', APPLICATION_COLUMNS, (request) => this.roster.pendingApplications(request));
  }

  @ApiOperation({ summary: 'Approve a consultant application' })
  @ApiOkResponse({ type: MessageSchema, description: "Approved: the consultant appears in the public directory ('Application Approved')" })
  @Post(':id/approve')
  @HttpCode(200)
  async approve(@CurrentUser() admin: SessionUser, @Param('id', ParseIntPipe) id: number, @Req() request: Request): Promise<{ message: string }> {
    await this.applications.approve({ id: admin.id, ipAddress: request.ip ?? null }, id);
    return { message: ADMIN_MESSAGES.applicationApproved };
  }

  @ApiOperation({ summary: 'Reject a consultant application' })
  @ApiOkResponse({ type: MessageSchema, description: "Rejected: kept for the record, off the queue and out of the directory ('Application Rejected')" })
  @Post(':id/reject')
  @HttpCode(200)
  async reject(@CurrentUser() admin: SessionUser, @Param('id', ParseIntPipe) id: number, @Body() body: RejectApplicationRequestDto, @Req() request: Request): Promise<{ message: string }> {
    await this.applications.reject({ id: admin.id, ipAddress: request.ip ?? null }, id, body.reason ?? null);
    return { message: ADMIN_MESSAGES.applicationRejected };
  }
}
