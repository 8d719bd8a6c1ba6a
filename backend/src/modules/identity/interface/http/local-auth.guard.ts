import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';

import { createValidationPipe } from '../../../../common/http/validation.pipe';
import { LoginRequestDto } from './login.request.dto';

const loginBodyPipe = createValidationPipe();

/**
 * Checks the body shape, runs the local strategy, then starts the session:
 * passport's logIn regenerates the session id, so a pre-login session id is never reused.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    // The same pipe as every other body (guards run before pipes), so the same refusals for the same input.
    await loginBodyPipe.transform(request.body ?? {}, { type: 'body', metatype: LoginRequestDto });
    await super.canActivate(context);
    await super.logIn(request);
    return true;
  }
}
