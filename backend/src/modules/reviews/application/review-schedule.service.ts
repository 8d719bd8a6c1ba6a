import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { firstNameOf, REVIEW_BLIND_DAYS, REVIEW_REMINDER_DAYS, REVIEW_WINDOW_DAYS } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { MailOutboxService } from '../../mail';
import { NotificationsService } from '../../notifications';
import { daysAfter, daysLeft, dueReminder } from '../domain/review-rules';
import { ProjectPartyQuery } from '../infrastructure/project-party.query';
import { ReviewRepository } from '../infrastructure/review.repository';
import type { ReviewRoundEntity } from '../infrastructure/review-round.entity';
import { ReviewRoundsService } from './review-rounds.service';

/** Each run handles at most this many of each; the next run takes the rest. */
const BATCH = 100;

/**
 * The `review-rounds` job (D18): publishes what was sent once 14 days have passed, and reminds a side that has
 * not reviewed at 7 and 21 days. Each round moves in its own transaction, conditional on what was read, so two
 * runs (or a review arriving meanwhile) never publish or remind twice.
 */
@Injectable()
export class ReviewScheduleService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly reviews: ReviewRepository,
    private readonly parties: ProjectPartyQuery,
    private readonly rounds: ReviewRoundsService,
    private readonly mail: MailOutboxService,
    private readonly notifications: NotificationsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(): Promise<{ revealed: number; reminded: number }> {
    return { revealed: await this.reveal(), reminded: await this.remind() };
  }

  private async reveal(): Promise<number> {
    const cutoff = daysAfter(this.clock.now(), -REVIEW_BLIND_DAYS);
    let revealed = 0;
    for (const round of await this.reviews.dueForReveal(cutoff, BATCH)) {
      revealed += await this.transactions.run(async () => ((await this.rounds.reveal(round.projectId)) ? 1 : 0));
    }
    return revealed;
  }

  private async remind(): Promise<number> {
    const now = this.clock.now();
    let reminded = 0;
    const due = await this.reviews.dueForReminder(daysAfter(now, -REVIEW_REMINDER_DAYS[0]), daysAfter(now, -REVIEW_WINDOW_DAYS), BATCH);
    for (const round of due) {
      const which = dueReminder({ completedAt: new Date(round.completedAt), firstSentAt: round.firstReminderAt, secondSentAt: round.secondReminderAt, now });
      if (which === null) continue;
      reminded += await this.transactions.run(async () => {
        if (!(await this.reviews.markReminded(round.projectId, which, now))) return 0;
        return this.remindSides(round, now);
      });
    }
    return reminded;
  }

  /** Mail (non-essential: honours the opt-out, D19) and a notification to each side that has not reviewed. */
  private async remindSides(round: ReviewRoundEntity, now: Date): Promise<number> {
    const parties = await this.parties.find(round.projectId);
    if (!parties) return 0;
    const sent = new Set((await this.reviews.findForProject(round.projectId)).map((review) => review.side));
    const left = daysLeft(new Date(round.completedAt), now);
    const recipients = [
      ...(sent.has('charity') ? [] : [{ userId: parties.charityUserId, name: parties.charityUserName, email: parties.charityEmail }]),
      ...(sent.has('consultant') || parties.consultantUserId === null || !parties.consultantEmail ? [] : [{ userId: parties.consultantUserId, name: parties.consultantUserName, email: parties.consultantEmail }]),
    ];
    for (const recipient of recipients) {
      await this.mail.enqueue(recipient.email, 'reviewReminder', { name: firstNameOf(recipient.name), title: parties.title, projectId: parties.id, daysLeft: left }, recipient.userId);
      await this.notifications.notify(recipient.userId, 'reviewReminder', { projectId: parties.id, projectTitle: parties.title, daysLeft: left });
    }
    return recipients.length;
  }
}
