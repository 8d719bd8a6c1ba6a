import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import type { MatchRequestView } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { ConsultantMatchRequestsService } from '../../application/consultant-match-requests.service';
import { MatchRequestSchema } from './matching.response';
import { ConsultantDeclineRequestDto } from './matching.request.dto';

/** "Requests for you" (D17): the consultant's own match requests, answered within 48 hours. */
@ApiTags('matching')
@Controller('match-requests')
@Roles('consultant')
export class MatchRequestsController {
  constructor(private readonly requests: ConsultantMatchRequestsService) {}

  @ApiOkResponse({ type: [MatchRequestSchema], description: "The consultant's own requests, newest first; the requester as organisation and first name" })
  @ApiOperation({ summary: "List the consultant's match requests" })
  @Get()
  list(@CurrentUser() user: SessionUser): Promise<MatchRequestView[]> {
    return this.requests.list(user);
  }

  @HttpCode(200)
  @ApiOkResponse({ type: MatchRequestSchema, description: 'Accepted: a project is assigned (D8), otherwise both sides receive the introduction' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'Unknown, or not this consultant’s request' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'Already answered, or past the 48 hours' })
  @ApiOperation({ summary: "Accept a match request" })
  @Post(':id/accept')
  accept(@CurrentUser() user: SessionUser, @Param('id', ParseIntPipe) id: number, @Req() request: Request): Promise<MatchRequestView> {
    return this.requests.accept(user, id, request.ip ?? null);
  }

  @HttpCode(200)
  @ApiOkResponse({ type: MatchRequestSchema, description: 'Declined: the team is told and shortlists the next candidate' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: "A reason outside the list, or 'other' without a note" })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'Unknown, or not this consultant’s request' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'Already answered, or past the 48 hours' })
  @ApiOperation({ summary: "Decline a match request" })
  @Post(':id/decline')
  decline(@CurrentUser() user: SessionUser, @Param('id', ParseIntPipe) id: number, @Body() body: ConsultantDeclineRequestDto, @Req() request: Request): Promise<MatchRequestView> {
    return this.requests.decline(user, id, body.reason, body.note, request.ip ?? null);
  }
}
