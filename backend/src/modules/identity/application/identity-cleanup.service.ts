import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { AccountRecordsRepository } from '../infrastructure/account-records.repository';
import { TypeormSessionStore } from '../infrastructure/typeorm-session.store';

/** Run by the jobs module: removes expired sessions and expired or used reset tokens. */
@Injectable()
export class IdentityCleanupService {
  constructor(
    private readonly records: AccountRecordsRepository,
    private readonly sessions: TypeormSessionStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async removeExpired(): Promise<{ sessions: number; resetTokens: number }> {
    const sessions = await this.sessions.deleteExpired();
    const resetTokens = await this.records.purgeSpentResetTokens(this.clock.now());
    return { sessions, resetTokens };
  }
}
