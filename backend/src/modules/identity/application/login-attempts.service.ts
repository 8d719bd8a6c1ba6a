import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock, CLOCK } from '../../../config/clock';
import { API_MESSAGES, ERROR_CODES, LOGIN_MAX_FAILED_ATTEMPTS } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { LockedOutError } from '../../../kernel/domain-errors';
import { MailOutboxService } from '../../mail';
import { lockoutRemainingMinutes, lockUntil } from '../domain/lockout-policy';
import { verifyPassword } from '../domain/password-hasher';
import { AuditTrailService } from '../../audit';
import { UserEntity } from '../infrastructure/user.entity';
import { UserRepository } from '../infrastructure/user.repository';

const lockedOut = (minutes: number) => new LockedOutError(API_MESSAGES.tooManyAttempts(minutes), minutes, ERROR_CODES.lockedOut);

/**
 * Every check of an account's password by its owner (login, change password) counts towards the lockout
 * (DECISIONS D3). The attempt is claimed atomically before the ~0.3 s hash, so parallel guesses cannot
 * all be evaluated, and a success never clears a lock another request set meanwhile.
 */
@Injectable()
export class LoginAttemptsService {
  constructor(
    private readonly users: UserRepository,
    private readonly audit: AuditTrailService,
    private readonly transactions: TransactionRunner,
    private readonly mail: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** True when the password is right; false when wrong; LockedOutError when locked, or when this failure locks. */
  async checkPassword(user: UserEntity, password: string, ipAddress: string | null): Promise<boolean> {
    if (!(await this.users.claimLoginAttempt(user.id, LOGIN_MAX_FAILED_ATTEMPTS))) throw await this.refusal(user.id);
    let matches: boolean;
    try {
      matches = await verifyPassword(password, user.password);
    } catch (error) {
      // The password was never checked (e.g. the hashing gate was full): the attempt does not count.
      await this.users.releaseLoginAttempt(user.id);
      throw error;
    }
    if (!matches) {
      await this.recordFailure(user, ipAddress);
      return false;
    }
    if (!(await this.users.settleSuccessfulLogin(user.id))) throw await this.refusal(user.id);
    return true;
  }

  /** Locked: the minutes left. Not yet locked: other attempts in flight hold every claim and may lock it. */
  private async refusal(userId: number): Promise<LockedOutError> {
    const current = await this.users.findById(userId);
    const remaining = current ? lockoutRemainingMinutes(current, this.clock.now()) : 0;
    return lockedOut(remaining || this.config.lockoutMinutes);
  }

  private async recordFailure(user: UserEntity, ipAddress: string | null): Promise<void> {
    const minutes = this.config.lockoutMinutes;
    const until = lockUntil(this.clock.now(), minutes);
    const lockedNow = await this.transactions.run(async () => {
      if (!(await this.users.lockIfThresholdReached(user.id, LOGIN_MAX_FAILED_ATTEMPTS, until))) return false;
      await this.audit.record({ action: 'account_locked', subjectUserId: user.id, ipAddress, details: { minutes } });
      // Once per lock: only the request whose UPDATE set the lock gets here.
      await this.mail.enqueue(user.email, 'accountLocked', { name: user.name, minutes });
      return true;
    });
    if (lockedNow) throw lockedOut(minutes);
  }
}
