import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';

import { Public } from '../../../../common/decorators/public.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import { TrackVisitReceiptSchema } from './analytics.response';
import { RateLimit } from '../../../../common/rate-limit/rate-limit.decorator';
import { PageVisitsService } from '../../application/page-visits.service';
import { TrackVisitRequestDto } from './track-visit.request.dto';

/** Visit tracking (spec 000 §7, D11). The client ignores every failure, so answers stay minimal. */
@ApiTags('analytics')
@Controller('track-visit')
export class TrackVisitController {
  constructor(private readonly visits: PageVisitsService) {}

  @ApiOperation({ summary: 'Record a page view' })
  @Public()
  @RateLimit('visit')
  @ApiCreatedResponse({ type: TrackVisitReceiptSchema, description: 'The visit is stored with the client IP (as TRUST_PROXY allows) and user agent' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: 'page is not a path, or visitorId is not an id' })
  @ApiTooManyRequestsResponse({ type: ErrorBodySchema, description: 'More than 6 × FORM_RATE_LIMIT visits a minute from this address (Retry-After)' })
  @Post()
  async track(@Body() body: TrackVisitRequestDto, @Req() request: Request): Promise<{ recorded: true }> {
    // request.ip honours TRUST_PROXY (configure-app.ts), so a forged X-Forwarded-For is not believed.
    await this.visits.record({ page: body.page, visitorId: body.visitorId, ipAddress: request.ip ?? null, userAgent: request.get('user-agent') ?? null });
    return { recorded: true };
  }
}
