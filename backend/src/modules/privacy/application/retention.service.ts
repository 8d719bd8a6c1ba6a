import { Inject, Injectable } from '@nestjs/common';

import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock, CLOCK } from '../../../config/clock';
import { TransactionRunner } from '../../../database/transaction-runner';
import { monthsBefore } from '../../../kernel/calendar-months';
import { PageVisitsService } from '../../analytics';
import { AuditTrailService } from '../../audit';
import { EnquiryAnonymiserService } from '../../enquiries';
import { AccountDataService, IdentityCleanupService } from '../../identity';
import { MailOutboxService } from '../../mail';
import { NotificationsService } from '../../notifications';

export interface RetentionRun {
  cutoff: string;
  anonymised: Record<string, number>;
  sessions: number;
  resetTokens: number;
  rateLimitCounters: number;
  sentMailBodies: number;
  pageVisits: number;
  notifications: number;
}

/**
 * D19's daily retention: what people sent us without ever opening an account is anonymised after
 * ENQUIRY_RETENTION_MONTHS, and expired sessions, spent tokens, rate-limit rows, old sent-mail bodies,
 * visits and old notifications are purged. Every step is idempotent, so a crashed run is finished by the next; each run writes one
 * audit row with its counts.
 */
@Injectable()
export class RetentionService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly enquiries: EnquiryAnonymiserService,
    private readonly accounts: AccountDataService,
    private readonly identityCleanup: IdentityCleanupService,
    private readonly rateLimits: RateLimitService,
    private readonly outbox: MailOutboxService,
    private readonly pageVisits: PageVisitsService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditTrailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async runDaily(): Promise<RetentionRun> {
    const cutoff = monthsBefore(this.clock.now(), this.config.enquiryRetentionMonths);
    const becameAccounts = await this.accounts.accountEmailsAmong(await this.enquiries.emailsBefore(cutoff));
    const anonymised = await this.transactions.run(() => this.enquiries.anonymiseBefore(cutoff, becameAccounts));
    const run: RetentionRun = {
      cutoff: cutoff.toISOString(),
      anonymised,
      ...(await this.identityCleanup.removeExpired()),
      rateLimitCounters: await this.rateLimits.deleteExpired(),
      sentMailBodies: await this.outbox.purgeOldSentBodies(),
      pageVisits: await this.pageVisits.deleteExpired(),
      notifications: await this.notifications.purgeExpired(),
    };
    const { anonymised: perTable, ...purged } = run;
    await this.audit.record({ action: 'retention_run', details: { ...purged, ...Object.fromEntries(Object.entries(perTable).map(([table, count]) => [`anonymised_${table}`, count])) } });
    return run;
  }
}
