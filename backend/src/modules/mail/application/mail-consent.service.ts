import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { Clock, CLOCK } from '../../../config/clock';
import { NON_ESSENTIAL_MAIL } from '../../../contracts';
import { currentTransaction, requireTransaction } from '../../../database/ambient-transaction';
import { ConsentRecordEntity } from '../infrastructure/consent-record.entity';

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
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private get manager() {
    return currentTransaction() ?? this.dataSource.manager;
  }

  /** In the caller's transaction. */
  async record(userId: number, granted: boolean, ipAddress: string | null, userAgent: string | null): Promise<void> {
    await requireTransaction('MailConsentService.record').insert(ConsentRecordEntity, {
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
    const rows = await this.manager.find(ConsentRecordEntity, { where: { userId, kind: NON_ESSENTIAL_MAIL }, order: { recordedAt: 'ASC', id: 'ASC' } });
    return rows.map((row) => ({ granted: !!row.granted, recordedAt: row.recordedAt }));
  }

  async receivesNonEssential(userId: number): Promise<boolean> {
    const latest = await this.manager.findOne(ConsentRecordEntity, { where: { userId, kind: NON_ESSENTIAL_MAIL }, order: { recordedAt: 'DESC', id: 'DESC' } });
    return latest ? !!latest.granted : true;
  }

  /** Erasure (D19): the choices stay as a pseudonymous record; where they were made from goes. */
  async forgetOrigin(userId: number): Promise<void> {
    await requireTransaction('MailConsentService.forgetOrigin').update(ConsentRecordEntity, { userId }, { ipAddress: null, userAgent: null });
  }
}
