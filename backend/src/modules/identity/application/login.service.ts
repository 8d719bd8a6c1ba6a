import { Inject, Injectable } from '@nestjs/common';

import { ApiException } from '../../../common/http/api-exceptions';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock, CLOCK } from '../../../config/clock';
import { API_MESSAGES, ERROR_CODES, LOGIN_MAX_FAILED_ATTEMPTS } from '../../../contracts';
import { lockoutRemainingMinutes, lockUntil } from '../domain/lockout-policy';
import { dummyPasswordHash, verifyPassword } from '../domain/password-hasher';
import { normalizeUsername } from '../domain/username';
import { AuditLogRepository } from '../infrastructure/audit-log.repository';
import { UserEntity } from '../infrastructure/user.entity';
import { UserRepository } from '../infrastructure/user.repository';

const invalidCredentials = () => new ApiException(401, API_MESSAGES.invalidCredentials);
const lockedOut = (minutes: number) =>
  new ApiException(429, API_MESSAGES.tooManyAttempts(minutes), { lockoutRemaining: minutes, code: ERROR_CODES.lockedOut });

/** DECISIONS D3: same answer for unknown user and wrong password, lockout after 5 consecutive failures. */
@Injectable()
export class LoginService {
  constructor(
    private readonly users: UserRepository,
    private readonly audit: AuditLogRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async authenticate(username: string, password: string, ipAddress: string | null): Promise<UserEntity> {
    const user = await this.users.findByUsername(normalizeUsername(username));
    if (!user) {
      await verifyPassword(password, await dummyPasswordHash());
      throw invalidCredentials();
    }
    const remaining = lockoutRemainingMinutes(user, this.clock.now());
    if (remaining > 0) throw lockedOut(remaining);

    if (!(await verifyPassword(password, user.password))) {
      await this.recordFailure(user, ipAddress);
      throw invalidCredentials();
    }
    if (user.failedLoginAttempts > 0 || user.lockedUntil) await this.users.clearFailedLogins(user.id);
    return user;
  }

  private async recordFailure(user: UserEntity, ipAddress: string | null): Promise<void> {
    await this.users.incrementFailedLogins(user.id);
    const until = lockUntil(this.clock.now(), this.config.lockoutMinutes);
    const lockedNow = await this.users.lockIfThresholdReached(user.id, LOGIN_MAX_FAILED_ATTEMPTS, until);
    if (!lockedNow) return;
    await this.audit.record({ action: 'account_locked', subjectUserId: user.id, ipAddress, details: { minutes: this.config.lockoutMinutes } });
    throw lockedOut(this.config.lockoutMinutes);
  }
}
