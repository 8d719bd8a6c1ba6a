import { Body, Controller, Post, Req, UseFilters } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { Public } from '../../../../common/decorators/public.decorator';
import { RateLimit } from '../../../../common/rate-limit/rate-limit.decorator';
import { CurrentUserSchema } from './current-user.response';
import type { CurrentUser } from '../../../../contracts';
import { CurrentUserService } from '../../application/current-user.service';
import { RegisterCharityService } from '../../application/register-charity.service';
import { RegisterConsultantService } from '../../application/register-consultant.service';
import { InvalidInputFilter } from './invalid-input.filter';
import { RegisterCharityRequestDto } from './register-charity.request.dto';
import { RegisterConsultantRequestDto } from './register-consultant.request.dto';
import { startSession } from './start-session';

/** D14: what the server saw when the person ticked the terms and privacy boxes. */
const consentEvidence = (request: Request) => ({ ipAddress: request.ip ?? null, userAgent: request.get('user-agent') ?? null });

@ApiTags('registration')
@Controller('register')
@UseFilters(InvalidInputFilter)
export class RegistrationController {
  constructor(
    private readonly charities: RegisterCharityService,
    private readonly consultants: RegisterConsultantService,
    private readonly currentUsers: CurrentUserService,
  ) {}

  @ApiOperation({ summary: 'Register a charity account' })
  @Public()
  @RateLimit('form')
  @ApiCreatedResponse({ type: CurrentUserSchema, description: 'The new charity account, signed in (session cookie set)' })
  @Post('charity')
  async registerCharity(@Body() body: RegisterCharityRequestDto, @Req() request: Request): Promise<CurrentUser> {
    const user = await this.charities.register(body, consentEvidence(request));
    await startSession(request, user);
    return this.currentUsers.describe(user);
  }

  @ApiOperation({ summary: 'Apply as a consultant' })
  @Public()
  @RateLimit('form')
  @ApiCreatedResponse({ type: CurrentUserSchema, description: 'The new (unapproved) consultant account, signed in' })
  @Post('consultant')
  async applyAsConsultant(@Body() body: RegisterConsultantRequestDto, @Req() request: Request): Promise<CurrentUser> {
    const user = await this.consultants.apply(body, consentEvidence(request));
    await startSession(request, user);
    return this.currentUsers.describe(user);
  }
}
