import { Body, Controller, Post, Req, UseFilters } from '@nestjs/common';
import type { Request } from 'express';

import { Public } from '../../../../common/decorators/public.decorator';
import { RateLimit } from '../../../../common/rate-limit/rate-limit.decorator';
import type { CurrentUser } from '../../../../contracts';
import { CurrentUserService } from '../../application/current-user.service';
import { RegisterCharityService } from '../../application/register-charity.service';
import { RegisterConsultantService } from '../../application/register-consultant.service';
import { HashingBusyFilter } from './hashing-busy.filter';
import { InvalidInputFilter } from './invalid-input.filter';
import { RegisterCharityRequestDto } from './register-charity.request.dto';
import { RegisterConsultantRequestDto } from './register-consultant.request.dto';
import { startSession } from './start-session';

@Controller('register')
@UseFilters(InvalidInputFilter, HashingBusyFilter)
export class RegistrationController {
  constructor(
    private readonly charities: RegisterCharityService,
    private readonly consultants: RegisterConsultantService,
    private readonly currentUsers: CurrentUserService,
  ) {}

  @Public()
  @RateLimit('form')
  @Post('charity')
  async registerCharity(@Body() body: RegisterCharityRequestDto, @Req() request: Request): Promise<CurrentUser> {
    const user = await this.charities.register(body);
    await startSession(request, user);
    return this.currentUsers.describe(user);
  }

  @Public()
  @RateLimit('form')
  @Post('consultant')
  async applyAsConsultant(@Body() body: RegisterConsultantRequestDto, @Req() request: Request): Promise<CurrentUser> {
    const user = await this.consultants.apply(body);
    await startSession(request, user);
    return this.currentUsers.describe(user);
  }
}
