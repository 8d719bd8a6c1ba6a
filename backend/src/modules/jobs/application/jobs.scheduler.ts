import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

import { rootLogger } from '../../../common/logging/logger';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock, CLOCK } from '../../../config/clock';
import { PageVisitsService } from '../../analytics';
import { IntroductionWorkService } from '../../enquiries';
import { MembershipRenewalsService } from '../../charities';
import { AvailabilityFreshnessService } from '../../consultants';
import { IdentityCleanupService } from '../../identity';
import { MailDispatcherService, MailOutboxService } from '../../mail';
import { MatchDeadlinesService } from '../../matching';
import { RetentionService } from '../../privacy';
import { UnreadDigestService } from '../../projects';
import { ReviewScheduleService } from '../../reviews';
import { msUntilNextSlot, slotStartOf } from '../domain/schedule-slot';
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
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(
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
    private readonly matchDeadlines: MatchDeadlinesService,
    private readonly retention: RetentionService,
    private readonly reviewSchedule: ReviewScheduleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
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
      // D17: the 48-hour answer window, its 24-hour reminder and its expiry, checked every five minutes.
      { name: 'match-deadlines', everyMs: 5 * 60_000, run: () => this.matchDeadlines.run() },
      // D19: anonymises old enquiries and purges what has expired; one audit row per run with its counts.
      { name: 'personal-data-retention', everyMs: DAY, run: () => this.retention.runDaily() },
      // D18: publishes reviews at 14 days and reminds at 7 and 21; hourly, each round moved once (conditional).
      { name: 'review-rounds', everyMs: HOUR, run: () => this.reviewSchedule.run() },
    ];
  }

  /**
   * Each job ticks once at start (a slot missed while every instance was down runs now, once) and then at each
   * slot boundary; the database decides which instance runs a slot (issue 15).
   */
  onApplicationBootstrap(): void {
    if (!this.config.jobsEnabled) return;
    for (const job of this.jobs()) this.schedule(job, 0);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private schedule(job: ScheduledJob, delayMs: number): void {
    if (this.stopped) return;
    this.timers.set(
      job.name,
      setTimeout(() => {
        void this.tick(job).finally(() => this.schedule(job, msUntilNextSlot(this.clock.now(), job.everyMs)));
      }, delayMs),
    );
  }

  /**
   * Runs the job for the current slot if no instance has: once per period across all instances, never two runs
   * of one job at a time in this process. Returns whether it ran here.
   */
  async tick(job: ScheduledJob): Promise<boolean> {
    if (this.running.has(job.name)) return false;
    this.running.add(job.name);
    try {
      const slot = slotStartOf(this.clock.now(), job.everyMs);
      const { ran } = await this.leases.runSlot(job.name, slot, job.run);
      // Debug only (mail dispatch ticks every few seconds): the cluster probe counts these lines per slot.
      if (ran) rootLogger().debug({ job: job.name, slot: slot.toISOString() }, 'scheduled job ran');
      return ran;
    } catch (error) {
      rootLogger().error({ job: job.name, err: error }, 'scheduled job failed');
      return false;
    } finally {
      this.running.delete(job.name);
    }
  }
}
