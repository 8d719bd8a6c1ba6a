import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock, CLOCK } from '../../../config/clock';
import { API_MESSAGES } from '../../../contracts';
import { UnauthorizedError } from '../../../kernel/domain-errors';
import { dummyPasswordHash, verifyPassword } from '../domain/password-hasher';
import { temporaryPasswordExpired } from '../domain/temporary-password';
import { normalizeUsername } from '../domain/username';
import { UserEntity } from '../infrastructure/user.entity';
import { UserRepository } from '../infrastructure/user.repository';
import { LoginAttemptsService } from './login-attempts.service';

const invalidCredentials = () => new UnauthorizedError(API_MESSAGES.invalidCredentials);

/** DECISIONS D3: same answer for unknown user and wrong password, lockout after 5 consecutive failures. */
@Injectable()
export class LoginService {
  constructor(
    private readonly users: UserRepository,
    private readonly attempts: LoginAttemptsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async authenticate(username: string, password: string, ipAddress: string | null): Promise<UserEntity> {
    const user = await this.users.findByUsername(normalizeUsername(username));
    if (!user) {
      await verifyPassword(password, await dummyPasswordHash());
      throw invalidCredentials();
    }
    if (!(await this.attempts.checkPassword(user, password, ipAddress))) throw invalidCredentials();
    // Checked after the password, so the answer reveals nothing to someone who does not know it.
    if (temporaryPasswordExpired(user, this.clock.now(), this.config.tempPasswordTtlHours)) {
      throw new UnauthorizedError(API_MESSAGES.temporaryPasswordExpired);
    }
    return user;
  }
}
