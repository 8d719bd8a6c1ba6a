import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';

import { LoginService } from '../../application/login.service';
import type { SessionUser } from '../../../../kernel/session-user';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly login: LoginService) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  validate(request: Request, username: string, password: string): Promise<SessionUser> {
    return this.login.authenticate(username, password, request.ip ?? null);
  }
}
