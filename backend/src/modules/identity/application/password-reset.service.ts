import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, MoreThan } from 'typeorm';

import { InvalidInputError } from '../../../kernel/domain-errors';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock, CLOCK } from '../../../config/clock';
import { API_MESSAGES, RESET_MAILS_PER_ACCOUNT_PER_HOUR, RESET_TOKEN_VALID_MINUTES } from '../../../contracts';
import { SqlDialect } from '../../../database/sql-dialect';
import { TransactionRunner } from '../../../database/transaction-runner';
import { MailOutboxService } from '../../mail';
import { hashPassword } from '../domain/password-hasher';
import { generateResetToken, hashResetToken } from '../domain/reset-token';
import { AuditTrailService } from '../../audit';
import { PasswordResetTokenEntity } from '../infrastructure/password-reset-token.entity';
import { SessionEntity } from '../infrastructure/session.entity';
import { UserEntity } from '../infrastructure/user.entity';
import { normalizeEmail, UserRepository } from '../infrastructure/user.repository';

/** DECISIONS D3: one answer for every e-mail, hashed single-use 60-minute tokens, reset ends all sessions. */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly dialect: SqlDialect,
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
    await this.transactions.run(async (manager) => {
      await this.dialect.lockRow(manager, UserEntity, user.id);
      // Issue 15: a flood of requests from many IPs must not flood one inbox. Silent, so the answer stays the same.
      if ((await this.countRequestedSince(manager, user.id, new Date(now.getTime() - 3_600_000))) >= RESET_MAILS_PER_ACCOUNT_PER_HOUR) return;
      // A new request supersedes every older link.
      await this.invalidateOpenTokens(manager, user.id, now);
      await manager.insert(PasswordResetTokenEntity, {
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
    const record = await this.dataSource.manager.findOne(PasswordResetTokenEntity, { where: { tokenHash: hashResetToken(token) } });
    const now = this.clock.now();
    if (!record || record.usedAt || record.expiresAt.getTime() <= now.getTime()) throw invalid();
    const user = await this.users.findById(record.userId);
    if (!user || user.emailNormalized !== normalizeEmail(email)) throw invalid();
    const passwordHash = await hashPassword(newPassword);

    await this.transactions.run(async (manager) => {
      await this.dialect.lockRow(manager, UserEntity, user.id);
      // Claim the token atomically so two parallel resets cannot both use it.
      const claimed = await manager.update(PasswordResetTokenEntity, { id: record.id, usedAt: IsNull() }, { usedAt: now });
      if (!claimed.affected) throw invalid();
      await this.invalidateOpenTokens(manager, user.id, now);
      await manager.update(UserEntity, { id: user.id }, {
        password: passwordHash,
        failedLoginAttempts: 0,
        lockedUntil: null,
        mustChangePassword: false,
        temporaryPasswordEncrypted: null,
      });
      await manager.delete(SessionEntity, { userId: user.id });
      await this.audit.record({ action: 'password_reset', actorUserId: user.id, subjectUserId: user.id, ipAddress });
      await this.mail.enqueue(user.email, 'passwordChanged', { name: user.name });
    });
  }

  /** Tokens live 60 minutes and are deleted only once expired, so the last hour's requests are all still there. */
  private countRequestedSince(manager: EntityManager, userId: number, since: Date): Promise<number> {
    return manager.count(PasswordResetTokenEntity, { where: { userId, createdAt: MoreThan(since) } });
  }

  /**
   * Marks the account's unused tokens used (a new request, a reset, an e-mail change). Callers first lock the user row, so requests for one
   * account queue there; the tokens are then changed by primary key. An UPDATE by userId would take
   * InnoDB gap locks on the userId index, and two requests holding the same gap while inserting
   * deadlock (MariaDB 1213).
   */
  async invalidateOpenTokens(manager: EntityManager, userId: number, now: Date): Promise<void> {
    const open = await manager.find(PasswordResetTokenEntity, { where: { userId, usedAt: IsNull() }, select: { id: true } });
    if (open.length) await manager.update(PasswordResetTokenEntity, { id: In(open.map((token) => token.id)) }, { usedAt: now });
  }
}
