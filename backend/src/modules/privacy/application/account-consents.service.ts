import { Injectable } from '@nestjs/common';

import type { AccountConsentsView } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { AccountDataService } from '../../identity';
import { MailConsentService } from '../../mail';

/** D19: every acceptance a member gave, and their choice about non-essential mail, shown back to them. */
@Injectable()
export class AccountConsentsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly accounts: AccountDataService,
    private readonly mailConsents: MailConsentService,
  ) {}

  async view(userId: number): Promise<AccountConsentsView> {
    const acceptances = await this.accounts.consentsOf(userId);
    const history = await this.mailConsents.historyOf(userId);
    return {
      acceptances: acceptances.map((row) => ({ termsVersion: row.termsVersion, acceptedAt: row.acceptedAt.toISOString() })),
      nonEssentialMail: {
        granted: history.length ? history[history.length - 1].granted : true,
        history: history.map((choice) => ({ granted: choice.granted, recordedAt: choice.recordedAt.toISOString() })),
      },
    };
  }

  /** Every change is a new consent record, even back to the same choice: the history is what was said when. */
  async setNonEssentialMail(userId: number, granted: boolean, ipAddress: string | null, userAgent: string | null): Promise<AccountConsentsView> {
    await this.transactions.run(() => this.mailConsents.record(userId, granted, ipAddress, userAgent));
    return this.view(userId);
  }
}
