import { Body, Controller, Get, Param, ParseIntPipe, Patch, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import { CsvColumn, streamCsv } from '../../../../common/http/csv';
import { DEEP_PAGE_NOTE, GrowingListBadRequest, refusePageWithCursor } from '../../../../common/http/cursor-query';
import type { AdminReviewRow, CursorPage } from '../../../../contracts';
import { rowsByCursor } from '../../../../kernel/page-request';
import type { SessionUser } from '../../../../kernel/session-user';
import { ReviewModerationService } from '../../application/review-moderation.service';
import { AdminReviewsQueryDto, adminReviewsPageRequest, HideReviewRequestDto } from './reviews.request.dto';
import { AdminReviewPageSchema, AdminReviewRowSchema } from './reviews.response';

const REVIEW_COLUMNS: CsvColumn<AdminReviewRow>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Submitted at', value: (row) => row.submittedAt },
  { header: 'Project', value: (row) => row.projectTitle },
  { header: 'Side', value: (row) => row.side },
  { header: 'State', value: (row) => row.state },
  { header: 'Consultant', value: (row) => row.consultantName },
  { header: 'Charity', value: (row) => row.charityName },
  { header: 'Score', value: (row) => row.score },
  { header: 'Anonymous', value: (row) => row.anonymous },
  { header: 'Text', value: (row) => row.text },
  { header: 'Published at', value: (row) => row.publishedAt },
  { header: 'Hidden at', value: (row) => row.hiddenAt },
  { header: 'Hidden reason', value: (row) => row.hiddenReason },
  { header: 'Reply', value: (row) => row.reply },
];

/** Review moderation (D18): every review of both sides, and hiding a published one. */
@ApiTags('admin')
@Controller('admin/reviews')
@Roles('admin')
export class AdminReviewsController {
  constructor(private readonly moderation: ReviewModerationService) {}

  @ApiOperation({ summary: 'List reviews' })
  @ApiOkResponse({
    type: AdminReviewPageSchema,
    description: `Newest first unless sorted (or every review in the same order as a CSV with ?format=csv, read a keyset batch at a time). Each page carries nextCursor / previousCursor for ?cursor=; with ?side= or ?state= the total is counted no further than the depth limit (totalCapped).${DEEP_PAGE_NOTE}`,
  })
  @ApiProduces('application/json', 'text/csv')
  @GrowingListBadRequest()
  @Get()
  async list(@Query() query: AdminReviewsQueryDto): Promise<CursorPage<AdminReviewRow> | StreamableFile> {
    const filter = { side: query.side, state: query.state };
    const request = adminReviewsPageRequest(query);
    if (query.format === 'csv') {
      const batches = rowsByCursor(async (cursor, pageSize) => {
        const batch = await this.moderation.list(filter, { page: 1, pageSize, sort: request.sort, cursor });
        return { rows: batch.data, nextCursor: batch.nextCursor };
      });
      return streamCsv('reviews', REVIEW_COLUMNS, batches);
    }
    refusePageWithCursor(query);
    return this.moderation.list(filter, { ...request, cursor: query.cursor });
  }

  @ApiOperation({ summary: 'Hide a published review with a reason (audited; the author is told)' })
  @ApiOkResponse({ type: AdminReviewRowSchema, description: 'Hidden from the profile; the author is told' })
  @ApiBadRequestResponse({ type: ErrorBodySchema })
  @ApiNotFoundResponse({ type: ErrorBodySchema })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'Not published, or already hidden' })
  @Patch(':id')
  hide(@CurrentUser() admin: SessionUser, @Param('id', ParseIntPipe) id: number, @Body() body: HideReviewRequestDto, @Req() request: Request): Promise<AdminReviewRow> {
    return this.moderation.hide(id, body, { userId: admin.id, ipAddress: request.ip ?? null });
  }
}
