import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThan, MoreThan, Not } from 'typeorm';

import { AmbientRepository } from '../../../database/ambient-repository';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { SessionEntity } from './session.entity';

export type NewResetToken = Pick<PasswordResetTokenEntity, 'userId' | 'tokenHash' | 'expiresAt' | 'usedAt' | 'createdAt'>;

/**
 * What hangs off an account besides its row: its sessions (read by the session store on every request) and
 * its password-reset tokens (D3: hashed, single use, 60 minutes).
 */
@Injectable()
export class AccountRecordsRepository extends AmbientRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Signs the account out everywhere, or everywhere but the session that asked. */
  async endSessions(userId: number, exceptSid?: string): Promise<void> {
    await this.manager.delete(SessionEntity, exceptSid === undefined ? { userId } : { userId, sid: Not(exceptSid) });
  }

  async insertResetToken(token: NewResetToken): Promise<void> {
    await this.manager.insert(PasswordResetTokenEntity, token);
  }

  findResetToken(tokenHash: string): Promise<PasswordResetTokenEntity | null> {
    return this.manager.findOne(PasswordResetTokenEntity, { where: { tokenHash } });
  }

  /** Uses the token once: false when a parallel reset used it first. */
  async markResetTokenUsed(id: number, at: Date): Promise<boolean> {
    const claimed = await this.manager.update(PasswordResetTokenEntity, { id, usedAt: IsNull() }, { usedAt: at });
    return !!claimed.affected;
  }

  /** Tokens live 60 minutes and are deleted only once expired, so the last hour's requests are all still there. */
  countResetTokensSince(userId: number, since: Date): Promise<number> {
    return this.manager.count(PasswordResetTokenEntity, { where: { userId, createdAt: MoreThan(since) } });
  }

  /**
   * Marks the account's unused tokens used. Callers first claim the user row, so requests for one account queue
   * there; the tokens are then changed by primary key. An UPDATE by userId would take InnoDB gap locks on the
   * userId index, and two requests holding the same gap while inserting deadlock (MariaDB 1213).
   */
  async invalidateOpenResetTokens(userId: number, at: Date): Promise<void> {
    const open = await this.manager.find(PasswordResetTokenEntity, { where: { userId, usedAt: IsNull() }, select: { id: true } });
    if (open.length) await this.manager.update(PasswordResetTokenEntity, { id: In(open.map((token) => token.id)) }, { usedAt: at });
  }

  async deleteResetTokensOf(userId: number): Promise<void> {
    await this.manager.delete(PasswordResetTokenEntity, { userId });
  }

  /** Expired tokens, and used ones (D19: a used token is worth nothing and says when its owner reset their password). */
  async purgeSpentResetTokens(now: Date): Promise<number> {
    const expired = await this.manager.delete(PasswordResetTokenEntity, { expiresAt: LessThan(now) });
    const used = await this.manager.delete(PasswordResetTokenEntity, { usedAt: Not(IsNull()) });
    return (expired.affected ?? 0) + (used.affected ?? 0);
  }
}
