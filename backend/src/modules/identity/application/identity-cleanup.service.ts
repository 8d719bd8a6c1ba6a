import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThan, Not } from 'typeorm';

import { Clock, CLOCK } from '../../../config/clock';
import { PasswordResetTokenEntity } from '../infrastructure/password-reset-token.entity';
import { TypeormSessionStore } from '../infrastructure/typeorm-session.store';

/** Run by the jobs module: removes expired sessions and expired or used reset tokens. */
@Injectable()
export class IdentityCleanupService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: TypeormSessionStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async removeExpired(): Promise<{ sessions: number; resetTokens: number }> {
    const sessions = await this.sessions.deleteExpired();
    const tokens = await this.dataSource.manager.delete(PasswordResetTokenEntity, { expiresAt: LessThan(this.clock.now()) });
    // D19: a used token is worth nothing either, and says when its owner reset their password.
    const used = await this.dataSource.manager.delete(PasswordResetTokenEntity, { usedAt: Not(IsNull()) });
    return { sessions, resetTokens: (tokens.affected ?? 0) + (used.affected ?? 0) };
  }
}
