import { Body, Controller, Get, Param, ParseIntPipe, Patch, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { AdminIntroductionRequestPageSchema, AdminIntroductionRequestSchema } from './introduction-requests-admin.response';
import { CsvColumn, streamCsv } from '../../../../common/http/csv';
import { DEEP_PAGE_NOTE, GrowingListBadRequest, refusePageWithCursor } from '../../../../common/http/cursor-query';
import { AdminIntroductionRequestView, CursorPage, INTRODUCTION_STATUS_LABELS } from '../../../../contracts';
import { rowsByCursor } from '../../../../kernel/page-request';
import type { SessionUser } from '../../../../kernel/session-user';
import { IntroductionWorkService } from '../../../enquiries';
import { pageRequestOf } from './admin-page.query.dto';
import { IntroductionRequestsQueryDto, UpdateIntroductionRequestRequestDto } from './introduction-requests.dto';

const INTRODUCTION_COLUMNS: CsvColumn<AdminIntroductionRequestView>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Received at', value: (row) => row.createdAt },
  { header: 'Status', value: (row) => INTRODUCTION_STATUS_LABELS[row.status] ?? row.status },
  { header: 'Overdue', value: (row) => row.overdue },
  { header: 'Charity', value: (row) => row.charityName },
  { header: 'Contact', value: (row) => row.contactName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Consultant id', value: (row) => row.consultantId },
  { header: 'Consultant', value: (row) => row.consultantName },
  { header: 'Expertise needed', value: (row) => row.expertiseNeeded },
  { header: 'Timeline', value: (row) => row.timeline },
  { header: 'Project description', value: (row) => row.projectDescription },
  { header: 'Decline reason', value: (row) => row.declineReason },
  { header: 'Note', value: (row) => row.statusNote },
  { header: 'Status changed at', value: (row) => row.statusChangedAt },
];

/** Introduction requests as the team's work (issue 10). */
@ApiTags('admin')
@Controller('admin/introduction-requests')
@Roles('admin')
export class IntroductionRequestsAdminController {
  constructor(private readonly work: IntroductionWorkService) {}

  @ApiOperation({ summary: 'List introduction requests' })
  @ApiOkResponse({
    type: AdminIntroductionRequestPageSchema,
    description: `Newest first unless sorted, with the overdue flag (or every row in the same order as a CSV with ?format=csv, read a keyset batch at a time). Each page carries nextCursor / previousCursor for ?cursor=; with ?status= or ?overdue= the total is counted no further than the depth limit (totalCapped).${DEEP_PAGE_NOTE}`,
  })
  @GrowingListBadRequest()
  @ApiProduces('application/json', 'text/csv')
  @Get()
  async list(@Query() query: IntroductionRequestsQueryDto): Promise<CursorPage<AdminIntroductionRequestView> | StreamableFile> {
    const filter = { status: query.status, overdue: query.overdue };
    const request = pageRequestOf(query);
    if (query.format === 'csv') {
      // Every row, a keyset batch at a time from the last batch's cursor (issue 22: no offsets, flat memory).
      const batches = rowsByCursor(async (cursor, pageSize) => {
        const batch = await this.work.list(filter, { page: 1, pageSize, sort: request.sort, cursor });
        return { rows: batch.data, nextCursor: batch.nextCursor };
      });
      return streamCsv('introduction-requests', INTRODUCTION_COLUMNS, batches);
    }
    refusePageWithCursor(query);
    return this.work.list(filter, { ...request, cursor: query.cursor });
  }

  @ApiOperation({ summary: 'Move an introduction request to another status' })
  @ApiOkResponse({ type: AdminIntroductionRequestSchema, description: 'The request after the move (pending → contacted → introduced, or declined with a reason); 409 for any other move' })
  @Patch(':id')
  move(@CurrentUser() admin: SessionUser, @Param('id', ParseIntPipe) id: number, @Body() body: UpdateIntroductionRequestRequestDto, @Req() request: Request): Promise<AdminIntroductionRequestView> {
    return this.work.move({ id: admin.id, ipAddress: request.ip ?? null }, id, body);
  }
}
