import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';

import { rootLogger } from '../../../common/logging/logger';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { PageVisitsService } from '../../analytics';
import { IntroductionWorkService } from '../../enquiries';
import { MembershipRenewalsService } from '../../charities';
import { AvailabilityFreshnessService } from '../../consultants';
import { IdentityCleanupService } from '../../identity';
import { MailDispatcherService, MailOutboxService } from '../../mail';
import { RetentionService } from '../../privacy';
import { UnreadDigestService } from '../../projects';
import { JobLeaseService } from './job-lease.service';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

interface ScheduledJob {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

@Injectable()
export class JobsScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly running = new Set<string>();

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly leases: JobLeaseService,
    private readonly mail: MailDispatcherService,
    private readonly outbox: MailOutboxService,
    private readonly identityCleanup: IdentityCleanupService,
    private readonly rateLimits: RateLimitService,
    private readonly pageVisits: PageVisitsService,
    private readonly introductions: IntroductionWorkService,
    private readonly unreadDigest: UnreadDigestService,
    private readonly memberships: MembershipRenewalsService,
    private readonly availabilityFreshness: AvailabilityFreshnessService,
    private readonly retention: RetentionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  jobs(): ScheduledJob[] {
    return [
      { name: 'mail-dispatch', everyMs: this.config.mailDispatchIntervalMs, run: () => this.mail.dispatchDue() },
      {
        name: 'cleanup',
        everyMs: HOUR,
        run: async () => ({
          ...(await this.identityCleanup.removeExpired()),
          rateLimitCounters: await this.rateLimits.deleteExpired(),
          sentMailBodies: await this.outbox.purgeOldSentBodies(),
        }),
      },
      // D11: visits older than 13 months.
      { name: 'visit-retention', everyMs: DAY, run: async () => ({ pageVisits: await this.pageVisits.deleteExpired() }) },
      // Checked every quarter hour; sends once per London day from 08:00 (issue 10).
      { name: 'introduction-overdue-digest', everyMs: 15 * 60_000, run: () => this.introductions.sendOverdueDigest() },
      // D8: digests go out once unread messages are 15 minutes old, so a 5-minute beat keeps them near that.
      { name: 'project-message-digest', everyMs: 5 * 60_000, run: () => this.unreadDigest.sendDue() },
      // D9's daily job, run hourly: it acts once per expiry, and a restart never skips a day.
      { name: 'membership-renewals', everyMs: HOUR, run: () => this.memberships.runDaily() },
      // D15: hourly, while each consultant is mailed at most weekly (the cadence is kept in the data).
      { name: 'availability-freshness', everyMs: HOUR, run: () => this.availabilityFreshness.run() },
      // D19: anonymises old enquiries and purges what has expired; one audit row per run with its counts.
      { name: 'personal-data-retention', everyMs: DAY, run: () => this.retention.runDaily() },
    ];
  }

  onApplicationBootstrap(): void {
    if (!this.config.jobsEnabled) return;
    for (const job of this.jobs()) {
      this.registry.addInterval(job.name, setInterval(() => void this.tick(job), job.everyMs));
    }
  }

  onApplicationShutdown(): void {
    for (const name of this.registry.getIntervals()) this.registry.deleteInterval(name);
  }

  /** One run per job at a time in this process, and one instance per tick across processes. */
  async tick(job: ScheduledJob): Promise<void> {
    if (this.running.has(job.name)) return;
    this.running.add(job.name);
    try {
      await this.leases.runExclusive(job.name, Math.max(job.everyMs * 2, 60_000), job.run);
    } catch (error) {
      rootLogger().error({ job: job.name, err: error }, 'scheduled job failed');
    } finally {
      this.running.delete(job.name);
    }
  }
}
