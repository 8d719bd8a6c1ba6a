import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';

import { ValidationFailedException } from '../../../../common/http/api-exceptions';
import { flattenValidationErrors } from '../../../../common/http/validation.pipe';
import { LoginRequestDto } from './login.request.dto';

/**
 * Checks the body shape (guards run before pipes), runs the local strategy, then starts the session:
 * passport's logIn regenerates the session id, so a pre-login session id is never reused.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const dto = plainToInstance(LoginRequestDto, request.body ?? {});
    const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
    if (errors.length) {
      const fieldErrors = flattenValidationErrors(errors);
      throw new ValidationFailedException(Object.values(fieldErrors)[0], fieldErrors);
    }
    await super.canActivate(context);
    await super.logIn(request);
    return true;
  }
}
