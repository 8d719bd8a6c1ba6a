import { Injectable } from '@nestjs/common';

import { InvalidInputError } from '../../../kernel/domain-errors';
import type { SessionUser } from '../../../kernel/session-user';
import { VALIDATION_MESSAGES } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { MailOutboxService } from '../../mail';
import { hashPassword, verifyPassword } from '../domain/password-hasher';
import { onboardingPasswordProblems } from '../domain/password-policy';
import { AuditTrailService } from '../../audit';
import { AccountRecordsRepository } from '../infrastructure/account-records.repository';
import { UserRepository } from '../infrastructure/user.repository';
import { LoginAttemptsService } from './login-attempts.service';

const CHANGE_PASSWORD_MESSAGES = {
  currentIncorrect: 'Current password is incorrect',
  mustDiffer: 'New password must be different from your current password',
} as const;

/**
 * With the current password (any signed-in user), or without it only while a temporary password
 * is in force (spec 001 §5 second onboarding page). A wrong current password counts towards the lockout
 * like a failed login. Ends the user's other sessions and mails a notice to the account.
 */
@Injectable()
export class ChangePasswordService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly users: UserRepository,
    private readonly records: AccountRecordsRepository,
    private readonly audit: AuditTrailService,
    private readonly attempts: LoginAttemptsService,
    private readonly mail: MailOutboxService,
  ) {}

  async change(caller: SessionUser, currentSessionId: string, currentPassword: string | undefined, newPassword: string, ipAddress: string | null): Promise<void> {
    const user = await this.users.findById(caller.id);
    if (!user) throw new InvalidInputError(VALIDATION_MESSAGES.currentPasswordRequired);
    if (currentPassword === undefined) {
      if (!user.mustChangePassword) throw new InvalidInputError(VALIDATION_MESSAGES.currentPasswordRequired, { currentPassword: VALIDATION_MESSAGES.currentPasswordRequired });
    } else if (!(await this.attempts.checkPassword(user, currentPassword, ipAddress))) {
      throw new InvalidInputError(CHANGE_PASSWORD_MESSAGES.currentIncorrect, { currentPassword: CHANGE_PASSWORD_MESSAGES.currentIncorrect });
    }
    const problems = onboardingPasswordProblems(newPassword);
    if (problems.length) throw new InvalidInputError(problems[0], { newPassword: problems[0] });
    // With the current password already checked, comparing the texts spares a second hash.
    const unchanged = currentPassword !== undefined ? currentPassword.normalize('NFKC') === newPassword.normalize('NFKC') : await verifyPassword(newPassword, user.password);
    if (unchanged) throw new InvalidInputError(CHANGE_PASSWORD_MESSAGES.mustDiffer, { newPassword: CHANGE_PASSWORD_MESSAGES.mustDiffer });

    const passwordHash = await hashPassword(newPassword);
    await this.transactions.run(async () => {
      await this.users.update(user.id, {
        password: passwordHash,
        mustChangePassword: false,
        temporaryPasswordEncrypted: null,
        temporaryPasswordSetAt: null,
      });
      await this.records.endSessions(user.id, currentSessionId);
      await this.audit.record({ action: 'password_changed', actorUserId: user.id, subjectUserId: user.id, ipAddress });
      await this.mail.enqueue(user.email, 'passwordChanged', { name: user.name });
    });
  }
}
