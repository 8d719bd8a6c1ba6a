import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import type { CaseStudyStatus } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { CaseStudiesService } from '../../application/case-studies.service';
import { ApproveCaseStudyRequestDto, CaseStudyRequestDto } from './reviews.request.dto';
import { CaseStudyStatusSchema } from './reviews.response';

/** Case studies with the charity's consent (D18). Another project's or another charity's: 404. */
@ApiTags('reviews')
@Controller()
export class CaseStudiesController {
  constructor(private readonly caseStudies: CaseStudiesService) {}

  @ApiOperation({ summary: 'Read a project’s case study, its state and the exact public preview' })
  @ApiOkResponse({ type: CaseStudyStatusSchema, description: 'The project\'s case study and its state, with the exact public preview' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'Not a party to the project' })
  @Roles('charity', 'consultant')
  @Get('projects/:id/case-study')
  status(@CurrentUser() user: SessionUser, @Param('id', ParseIntPipe) id: number): Promise<CaseStudyStatus> {
    return this.caseStudies.status(id, user);
  }

  @ApiOperation({ summary: 'Write or edit the case study of a completed project (back to pending approval)' })
  @ApiCreatedResponse({ type: CaseStudyStatusSchema, description: 'Saved and sent to the charity for approval' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: 'Under 100 or over 3,000 characters in all, a missing part, or more than 3 figures' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'Not the project’s consultant' })
  @ApiForbiddenResponse({ type: ErrorBodySchema })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'The project is not completed' })
  @Roles('consultant')
  @Post('projects/:id/case-study')
  save(@CurrentUser() user: SessionUser, @Param('id', ParseIntPipe) id: number, @Body() body: CaseStudyRequestDto): Promise<CaseStudyStatus> {
    return this.caseStudies.save(id, user, body);
  }

  @ApiOperation({ summary: 'Approve a case study for the consultant’s profile, named or anonymised (a consent record)' })
  @ApiOkResponse({ type: CaseStudyStatusSchema, description: 'Approved and published; the consent is recorded' })
  @ApiBadRequestResponse({ type: ErrorBodySchema })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'Not this charity’s case study' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'Not waiting for approval' })
  @Roles('charity')
  @HttpCode(200)
  @Post('case-studies/:id/approve')
  approve(@CurrentUser() user: SessionUser, @Param('id', ParseIntPipe) id: number, @Body() body: ApproveCaseStudyRequestDto): Promise<CaseStudyStatus> {
    return this.caseStudies.decide(id, user, 'approved', body.named);
  }

  @ApiOperation({ summary: 'Decline a case study' })
  @ApiOkResponse({ type: CaseStudyStatusSchema, description: 'Declined; the consultant may edit and send it again' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'Not this charity’s case study' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'Not waiting for approval' })
  @Roles('charity')
  @HttpCode(200)
  @Post('case-studies/:id/decline')
  decline(@CurrentUser() user: SessionUser, @Param('id', ParseIntPipe) id: number): Promise<CaseStudyStatus> {
    return this.caseStudies.decide(id, user, 'declined');
  }

  @ApiOperation({ summary: 'Withdraw consent: the case study leaves the profile at once' })
  @ApiOkResponse({ type: CaseStudyStatusSchema, description: 'Consent withdrawn; it left the profile at once' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'Not this charity’s case study' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'Not approved' })
  @Roles('charity')
  @HttpCode(200)
  @Post('case-studies/:id/withdraw')
  withdraw(@CurrentUser() user: SessionUser, @Param('id', ParseIntPipe) id: number): Promise<CaseStudyStatus> {
    return this.caseStudies.decide(id, user, 'withdrawn');
  }
}
