import { Injectable } from '@nestjs/common';
import { Not } from 'typeorm';

import { badRequest } from '../../../common/http/api-exceptions';
import type { SessionUser } from '../../../common/http/session-user';
import { VALIDATION_MESSAGES } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { hashPassword, verifyPassword } from '../domain/password-hasher';
import { onboardingPasswordProblems } from '../domain/password-policy';
import { AuditLogRepository } from '../infrastructure/audit-log.repository';
import { SessionEntity } from '../infrastructure/session.entity';
import { UserEntity } from '../infrastructure/user.entity';
import { UserRepository } from '../infrastructure/user.repository';

export const CHANGE_PASSWORD_MESSAGES = {
  currentIncorrect: 'Current password is incorrect',
  mustDiffer: 'New password must be different from your current password',
} as const;

/**
 * With the current password (any signed-in user), or without it only while a temporary password
 * is in force (spec 001 §5 second onboarding page). Ends the user's other sessions.
 */
@Injectable()
export class ChangePasswordService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly users: UserRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  async change(caller: SessionUser, currentSessionId: string, currentPassword: string | undefined, newPassword: string, ipAddress: string | null): Promise<void> {
    const user = await this.users.findById(caller.id);
    if (!user) throw badRequest(VALIDATION_MESSAGES.currentPasswordRequired);
    if (currentPassword === undefined) {
      if (!user.mustChangePassword) throw badRequest(VALIDATION_MESSAGES.currentPasswordRequired, { currentPassword: VALIDATION_MESSAGES.currentPasswordRequired });
    } else if (!(await verifyPassword(currentPassword, user.password))) {
      throw badRequest(CHANGE_PASSWORD_MESSAGES.currentIncorrect, { currentPassword: CHANGE_PASSWORD_MESSAGES.currentIncorrect });
    }
    const problems = onboardingPasswordProblems(newPassword);
    if (problems.length) throw badRequest(problems[0], { newPassword: problems[0] });
    if (await verifyPassword(newPassword, user.password)) throw badRequest(CHANGE_PASSWORD_MESSAGES.mustDiffer, { newPassword: CHANGE_PASSWORD_MESSAGES.mustDiffer });

    const passwordHash = await hashPassword(newPassword);
    await this.transactions.run(async (manager) => {
      await manager.update(UserEntity, { id: user.id }, { password: passwordHash, mustChangePassword: false, temporaryPasswordEncrypted: null });
      await manager.delete(SessionEntity, { userId: user.id, sid: Not(currentSessionId) });
      await this.audit.record({ action: 'password_changed', actorUserId: user.id, subjectUserId: user.id, ipAddress }, manager);
    });
  }
}
