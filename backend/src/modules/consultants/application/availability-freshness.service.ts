import { Inject, Injectable } from '@nestjs/common';

import { generateLinkToken } from '../../../common/crypto/link-token';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock, CLOCK } from '../../../config/clock';
import { AVAILABILITY_LINK_VALID_DAYS, UNMET_DEMAND_DAYS_MAX } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { MailOutboxService } from '../../mail';
import { daysSince, freshnessCutoff, linkExpiry, reminderCutoff } from '../domain/availability-freshness';
import { firstNameOf } from '../domain/directory-search';
import { AvailabilityRepository, ReminderCandidate } from '../infrastructure/availability.repository';
import { UnmetSearchRepository } from '../infrastructure/unmet-search.repository';
import { toDate } from './directory-entry.mapper';
import { DAY_MS } from '../../../kernel/durations';

/** Mails per run: a backlog (first run after an upgrade) is worked off over the following runs. */
const REMINDERS_PER_RUN = 500;
/** Answered or expired confirmation rows are kept this long, for the admin's "unanswered" column. */
const CONFIRMATION_RETENTION_DAYS = 90;

export interface FreshnessRunResult {
  becameStale: number;
  becameFresh: number;
  remindersSent: number;
  purgedConfirmations: number;
  purgedUnmetSearches: number;
}

/**
 * D15's scheduled side, run by the jobs module. It runs often (hourly), while each consultant is asked at most
 * once a week: the cadence lives in the data (no ask since the cutoff), so restarts and missed runs neither
 * skip nor repeat a week.
 */
@Injectable()
export class AvailabilityFreshnessService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly availability: AvailabilityRepository,
    private readonly unmetSearches: UnmetSearchRepository,
    private readonly mail: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(): Promise<FreshnessRunResult> {
    const now = this.clock.now();
    const synced = await this.availability.syncAvailableNow(freshnessCutoff(now));
    const remindersSent = await this.sendReminders(now);
    const purgedConfirmations = await this.availability.purgeConfirmationsBefore(new Date(now.getTime() - CONFIRMATION_RETENTION_DAYS * DAY_MS));
    const purgedUnmetSearches = await this.unmetSearches.deleteBefore(new Date(now.getTime() - UNMET_DEMAND_DAYS_MAX * DAY_MS));
    return { ...synced, remindersSent, purgedConfirmations, purgedUnmetSearches };
  }

  private async sendReminders(now: Date): Promise<number> {
    const candidates = await this.availability.reminderCandidates(reminderCutoff(now), REMINDERS_PER_RUN);
    for (const candidate of candidates) await this.remind(candidate, now);
    return candidates.length;
  }

  /** The confirmation row and its mail commit together (outbox, D10): no mail without a working link. */
  private async remind(candidate: ReminderCandidate, now: Date): Promise<void> {
    const { token, tokenHash } = generateLinkToken();
    const link = (action: 'confirm' | 'decline') => `${this.config.appBaseUrl}/api/availability/${action}?token=${encodeURIComponent(token)}`;
    await this.transactions.run(async () => {
      await this.availability.insertConfirmation({ consultantId: Number(candidate.id), tokenHash, createdAt: now, expiresAt: linkExpiry(now), usedAt: null, outcome: null });
      await this.mail.enqueue(candidate.email, 'availabilityCheck', {
        name: firstNameOf(candidate.name),
        confirmedDaysAgo: daysSince(toDate(candidate.availabilityConfirmedAt), now),
        confirmUrl: link('confirm'),
        declineUrl: link('decline'),
        validDays: AVAILABILITY_LINK_VALID_DAYS,
      });
    });
  }
}
