import { Body, Controller, Get, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import type { ProjectReviewsView } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { ProjectReviewsService } from '../../application/project-reviews.service';
import { ReviewReplyRequestDto, SubmitReviewRequestDto } from './reviews.request.dto';
import { ProjectReviewsSchema } from './reviews.response';

/** The two parties' reviews of a completed project (D18). Anyone else, admins included, gets the project's 404. */
@ApiTags('reviews')
@Controller()
@Roles('charity', 'consultant')
export class ProjectReviewsController {
  constructor(private readonly reviews: ProjectReviewsService) {}

  @ApiOperation({ summary: 'Read what the caller may see of a completed project’s reviews' })
  @ApiOkResponse({ type: ProjectReviewsSchema, description: 'The caller\'s own review and, once published, the charity\'s review of the consultant' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'Not a party to the project' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'The project is not completed' })
  @Get('projects/:id/reviews')
  view(@CurrentUser() user: SessionUser, @Param('id', ParseIntPipe) id: number): Promise<ProjectReviewsView> {
    return this.reviews.view(id, user);
  }

  @ApiOperation({ summary: 'Send the caller’s review of a completed project' })
  @ApiCreatedResponse({ type: ProjectReviewsSchema, description: 'The caller’s view after the review' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: 'A rating out of 1–5, a text under 20 or over 2,000 characters, or a field of the other side’s form' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'Not a party to the project' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'Not completed, more than 30 days after completion, or already reviewed' })
  @Post('projects/:id/reviews')
  submit(@CurrentUser() user: SessionUser, @Param('id', ParseIntPipe) id: number, @Body() body: SubmitReviewRequestDto): Promise<ProjectReviewsView> {
    return this.reviews.submit(id, user, body);
  }

  @ApiOperation({ summary: 'Reply once, publicly, to a published review of one’s work' })
  @ApiCreatedResponse({ type: ProjectReviewsSchema, description: 'The reply is public under the review' })
  @ApiBadRequestResponse({ type: ErrorBodySchema })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'Not the reviewed consultant' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'Not published yet, hidden, or already replied' })
  @Roles('consultant')
  @Post('reviews/:id/reply')
  reply(@CurrentUser() user: SessionUser, @Param('id', ParseIntPipe) id: number, @Body() body: ReviewReplyRequestDto): Promise<ProjectReviewsView> {
    return this.reviews.reply(id, user, body);
  }
}
