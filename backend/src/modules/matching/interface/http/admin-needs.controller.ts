import { Body, Controller, Get, Param, ParseIntPipe, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import { CsvColumn, streamCsv } from '../../../../common/http/csv';
import { CursorPage, expertiseLabels, MatchCandidatesView, NeedDetailView, NeedSummaryView } from '../../../../contracts';
import { DEEP_PAGE_NOTE, GrowingListBadRequest, refusePageWithCursor } from '../../../../common/http/cursor-query';
import { rowsByCursor } from '../../../../kernel/page-request';
import type { SessionUser } from '../../../../kernel/session-user';
import { AdminNeedsService } from '../../application/admin-needs.service';
import { MatchCandidatesService } from '../../application/match-candidates.service';
import { ShortlistService } from '../../application/shortlist.service';
import { MatchCandidatesSchema, NeedDetailSchema, NeedPageSchema } from './matching.response';
import { needPageRequest, NeedsQueryDto } from './needs.query.dto';
import { ShortlistRequestDto } from './matching.request.dto';

const NEED_COLUMNS: CsvColumn<NeedSummaryView>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Received at', value: (row) => row.createdAt },
  { header: 'Kind', value: (row) => row.kind },
  { header: 'State', value: (row) => row.state },
  { header: 'Overdue', value: (row) => row.overdue },
  { header: 'Organisation', value: (row) => row.organisation },
  { header: 'Contact first name', value: (row) => row.contactFirstName },
  { header: 'Expertise', value: (row) => expertiseLabels(row.expertise) },
  { header: 'Size band', value: (row) => row.sizeBand },
  { header: 'Cause', value: (row) => row.cause },
  { header: 'State changed at', value: (row) => row.stateChangedAt },
];

/** Needs as the team's matching work (issue 17, D17). */
@ApiTags('admin')
@Controller('admin/needs')
@Roles('admin')
export class AdminNeedsController {
  constructor(
    private readonly needs: AdminNeedsService,
    private readonly candidates: MatchCandidatesService,
    private readonly shortlists: ShortlistService,
  ) {}

  @ApiOkResponse({
    type: NeedPageSchema,
    description: `Oldest first (the 24-hour clock) unless sorted, with the overdue flag; or every need in the same order as a CSV with ?format=csv, read a keyset batch at a time. Each page carries nextCursor / previousCursor for ?cursor=; a filtered total is counted no further than the depth limit (totalCapped).${DEEP_PAGE_NOTE}`,
  })
  @GrowingListBadRequest()
  @ApiProduces('application/json', 'text/csv')
  @ApiOperation({ summary: "List needs" })
  @Get()
  async list(@Query() query: NeedsQueryDto): Promise<CursorPage<NeedSummaryView> | StreamableFile> {
    const filter = { state: query.state, overdue: query.overdue, kind: query.kind, sourceId: query.sourceId };
    const request = needPageRequest(query);
    if (query.format === 'csv') {
      // Every need, a keyset batch at a time from the last batch's cursor (issue 22: no offsets, flat memory).
      return streamCsv('needs', NEED_COLUMNS, rowsByCursor(async (cursor, pageSize) => {
        const batch = await this.needs.list(filter, { page: 1, pageSize, sort: request.sort, cursor });
        return { rows: batch.data, nextCursor: batch.nextCursor };
      }));
    }
    refusePageWithCursor(query);
    return this.needs.list(filter, { ...request, cursor: query.cursor });
  }

  @ApiOkResponse({ type: NeedDetailSchema, description: 'The need, its history and its shortlist' })
  @ApiNotFoundResponse({ type: ErrorBodySchema })
  @ApiOperation({ summary: "Read one need with its history and shortlist" })
  @Get(':id')
  detail(@Param('id', ParseIntPipe) id: number): Promise<NeedDetailView> {
    return this.needs.detail(id);
  }

  @ApiOkResponse({ type: MatchCandidatesSchema, description: 'Approved consultants ranked by the sum of named factors (D17); those who cannot be shortlisted now listed apart with the reason' })
  @ApiNotFoundResponse({ type: ErrorBodySchema })
  @ApiOperation({ summary: "Rank the candidates of a need" })
  @Get(':id/candidates')
  candidatesOf(@Param('id', ParseIntPipe) id: number): Promise<MatchCandidatesView> {
    return this.candidates.forNeed(id);
  }

  @ApiCreatedResponse({ type: NeedDetailSchema, description: 'The need after the shortlist was sent; the requester is mailed a link valid 14 days' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: 'Not 1 to 3 candidates, a duplicate, or a consultant who is unapproved or unavailable' })
  @ApiNotFoundResponse({ type: ErrorBodySchema })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'The need cannot be shortlisted now (chosen, assigned, introduced…), or another admin moved it at the same time' })
  @ApiOperation({ summary: "Send a shortlist of 1 to 3 candidates" })
  @Post(':id/shortlist')
  shortlist(@CurrentUser() admin: SessionUser, @Param('id', ParseIntPipe) id: number, @Body() body: ShortlistRequestDto, @Req() request: Request): Promise<NeedDetailView> {
    return this.shortlists.shortlist({ userId: admin.id, ipAddress: request.ip ?? null }, id, body);
  }
}
