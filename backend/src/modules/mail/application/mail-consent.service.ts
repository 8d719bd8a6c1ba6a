import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { NON_ESSENTIAL_MAIL } from '../../../contracts';
import { ConsentRecordRepository } from '../infrastructure/consent-record.repository';

export interface MailConsentChoice {
  granted: boolean;
  recordedAt: Date;
}

/**
 * D19: whether a member receives non-essential mail (digests, reminders). Every choice is a consent record;
 * without one the member receives them, as before there was a choice. Security notices never ask.
 */
@Injectable()
export class MailConsentService {
  constructor(
    private readonly records: ConsentRecordRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** In the caller's transaction. */
  async record(userId: number, granted: boolean, ipAddress: string | null, userAgent: string | null): Promise<void> {
    await this.records.insert({
      userId,
      kind: NON_ESSENTIAL_MAIL,
      granted,
      recordedAt: this.clock.now(),
      ipAddress,
      userAgent: userAgent?.slice(0, 500) ?? null,
    });
  }

  /** Oldest first. */
  async historyOf(userId: number): Promise<MailConsentChoice[]> {
    const rows = await this.records.history(userId, NON_ESSENTIAL_MAIL);
    return rows.map((row) => ({ granted: !!row.granted, recordedAt: row.recordedAt }));
  }

  async receivesNonEssential(userId: number): Promise<boolean> {
    const latest = await this.records.latest(userId, NON_ESSENTIAL_MAIL);
    return latest ? !!latest.granted : true;
  }

  /** Erasure (D19): the choices stay as a pseudonymous record; where they were made from goes. */
  async forgetOrigin(userId: number): Promise<void> {
    await this.records.forgetOrigin(userId);
  }
}
