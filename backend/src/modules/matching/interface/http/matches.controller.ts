import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Public } from '../../../../common/decorators/public.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import type { MatchShortlistView } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { CharityMatchesService } from '../../application/charity-matches.service';
import { MatchShortlistSchema } from './matching.response';
import { CharityDeclineRequestDto, ChooseRequestDto } from './matching.request.dto';

/**
 * The charity's shortlists (D17). `{token}` is the mailed link's token (works with or without a session), or a
 * shortlist id for the signed-in charity that asked. GET never changes anything, so mail scanners cannot choose.
 */
@ApiTags('matching')
@Controller('matches')
export class MatchesController {
  constructor(private readonly matches: CharityMatchesService) {}

  @Roles('charity')
  @ApiOkResponse({ type: [MatchShortlistSchema], description: "The signed-in charity's own shortlists, newest first" })
  @ApiOperation({ summary: "List the signed-in charity's shortlists" })
  @Get()
  mine(@CurrentUser() user: SessionUser): Promise<MatchShortlistView[]> {
    return this.matches.mine(user);
  }

  @Public()
  @ApiOkResponse({ type: MatchShortlistSchema, description: 'One shortlist: public profile cards (first names), the reasons, the notes' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'Unknown or foreign link' })
  @ApiGoneResponse({ type: ErrorBodySchema, description: 'The link is past its 14 days' })
  @ApiOperation({ summary: "Read a shortlist through its link" })
  @Get(':token')
  view(@Param('token') token: string, @Req() request: Request): Promise<MatchShortlistView> {
    return this.matches.view(token, (request.user as SessionUser | undefined) ?? null);
  }

  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: MatchShortlistSchema, description: 'The shortlist after the choice; the consultant has 48 hours to answer' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: 'That consultant is not on this shortlist' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'A choice (or a decline) was already made' })
  @ApiOperation({ summary: "Choose one consultant from a shortlist" })
  @Post(':token/choose')
  choose(@Param('token') token: string, @Body() body: ChooseRequestDto, @Req() request: Request): Promise<MatchShortlistView> {
    return this.matches.choose(token, (request.user as SessionUser | undefined) ?? null, body.consultantId, request.ip ?? null);
  }

  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: MatchShortlistSchema, description: 'The shortlist after declining it; the team is told' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: "A reason outside the list, or 'other' without a note" })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'A choice (or a decline) was already made' })
  @ApiOperation({ summary: "Decline a whole shortlist" })
  @Post(':token/decline')
  decline(@Param('token') token: string, @Body() body: CharityDeclineRequestDto, @Req() request: Request): Promise<MatchShortlistView> {
    return this.matches.decline(token, (request.user as SessionUser | undefined) ?? null, body.reason, body.note, request.ip ?? null);
  }
}
