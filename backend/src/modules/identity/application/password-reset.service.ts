import { Inject, Injectable } from '@nestjs/common';

import { InvalidInputError } from '../../../kernel/domain-errors';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock, CLOCK } from '../../../config/clock';
import { API_MESSAGES, RESET_MAILS_PER_ACCOUNT_PER_HOUR, RESET_TOKEN_VALID_MINUTES } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { MailOutboxService } from '../../mail';
import { hashPassword } from '../domain/password-hasher';
import { generateResetToken, hashResetToken } from '../domain/reset-token';
import { AuditTrailService } from '../../audit';
import { AccountRecordsRepository } from '../infrastructure/account-records.repository';
import { normalizeEmail, UserRepository } from '../infrastructure/user.repository';

/** DECISIONS D3: one answer for every e-mail, hashed single-use 60-minute tokens, reset ends all sessions. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly records: AccountRecordsRepository,
    private readonly users: UserRepository,
    private readonly audit: AuditTrailService,
    private readonly mail: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async requestReset(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const { token, tokenHash } = generateResetToken();
    const now = this.clock.now();
    await this.transactions.run(async () => {
      await this.users.claim(user.id);
      // Issue 15: a flood of requests from many IPs must not flood one inbox. Silent, so the answer stays the same.
      if ((await this.records.countResetTokensSince(user.id, new Date(now.getTime() - 3_600_000))) >= RESET_MAILS_PER_ACCOUNT_PER_HOUR) return;
      // A new request supersedes every older link.
      await this.invalidateOpenTokens(user.id, now);
      await this.records.insertResetToken({
        userId: user.id,
        tokenHash,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_VALID_MINUTES * 60_000),
        usedAt: null,
        createdAt: now,
      });
      // Built from APP_BASE_URL, never from the request's Host header.
      const resetUrl = `${this.config.appBaseUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
      await this.mail.enqueue(user.email, 'passwordReset', { name: user.name, resetUrl, validMinutes: RESET_TOKEN_VALID_MINUTES });
    });
  }

  async reset(token: string, email: string, newPassword: string, ipAddress: string | null): Promise<void> {
    const invalid = () => new InvalidInputError(API_MESSAGES.resetLinkInvalid);
    const record = await this.records.findResetToken(hashResetToken(token));
    const now = this.clock.now();
    if (!record || record.usedAt || record.expiresAt.getTime() <= now.getTime()) throw invalid();
    const user = await this.users.findById(record.userId);
    if (!user || user.emailNormalized !== normalizeEmail(email)) throw invalid();
    const passwordHash = await hashPassword(newPassword);

    await this.transactions.run(async () => {
      await this.users.claim(user.id);
      // Claim the token atomically so two parallel resets cannot both use it.
      if (!(await this.records.markResetTokenUsed(record.id, now))) throw invalid();
      await this.invalidateOpenTokens(user.id, now);
      await this.users.update(user.id, {
        password: passwordHash,
        failedLoginAttempts: 0,
        lockedUntil: null,
        mustChangePassword: false,
        temporaryPasswordEncrypted: null,
      });
      await this.records.endSessions(user.id);
      await this.audit.record({ action: 'password_reset', actorUserId: user.id, subjectUserId: user.id, ipAddress });
      await this.mail.enqueue(user.email, 'passwordChanged', { name: user.name });
    });
  }

  /** Marks the account's unused tokens used (a new request, a reset, an e-mail change); callers claim the user row first. */
  async invalidateOpenTokens(userId: number, now: Date): Promise<void> {
    await this.records.invalidateOpenResetTokens(userId, now);
  }
}
