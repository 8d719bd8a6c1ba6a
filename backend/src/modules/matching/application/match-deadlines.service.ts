import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { MATCH_REMINDER_HOURS } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { firstNameOf } from '../../consultants';
import { MailOutboxService } from '../../mail';
import { NeedRepository } from '../infrastructure/need.repository';
import { PartyQuery } from '../infrastructure/party.query';
import { NeedMoverService } from './need-mover.service';
import { MatchNotifier } from './match-notifier.service';
import { HOUR_MS } from '../../../kernel/durations';

/** Each run handles at most this many of each; the next run takes the rest. */
const BATCH = 100;

/**
 * The 48-hour answer window as a scheduled job (D17): a reminder once 24 hours are left, and at 48 hours the
 * request expires and the need returns to the admins. Each request is handled in its own transaction,
 * conditional on its state, so two runs (or a late answer) never both win.
 */
@Injectable()
export class MatchDeadlinesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly needs: NeedRepository,
    private readonly parties: PartyQuery,
    private readonly mover: NeedMoverService,
    private readonly mail: MailOutboxService,
    private readonly notifier: MatchNotifier,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(): Promise<{ reminded: number; expired: number }> {
    return { reminded: await this.remind(), expired: await this.expire() };
  }

  private async remind(): Promise<number> {
    const now = this.clock.now();
    let reminded = 0;
    const open = (await this.needs.dueForReminder(new Date(now.getTime() + MATCH_REMINDER_HOURS * HOUR_MS), BATCH)).filter((row) => new Date(row.dueAt!).getTime() > now.getTime());
    for (const request of open) {
      reminded += await this.transactions.run(async () => {
        if (!(await this.needs.markReminded(request.id, now))) return 0;
        const need = await this.needs.findById(request.needId);
        const [consultant] = await this.parties.consultants([request.consultantId]);
        if (!need || !consultant) return 0;
        const hoursLeft = Math.max(1, Math.round((new Date(request.dueAt!).getTime() - now.getTime()) / HOUR_MS));
        await this.mail.enqueue(consultant.email, 'matchReminder', { name: firstNameOf(consultant.name), organisation: need.organisation ?? 'A charity', hoursLeft });
        return 1;
      });
    }
    return reminded;
  }

  private async expire(): Promise<number> {
    const now = this.clock.now();
    let expired = 0;
    for (const request of await this.needs.dueForExpiry(now, BATCH)) {
      expired += await this.transactions.run(async () => {
        if (!(await this.needs.moveMatchRequest(request.id, 'chosen', { state: 'expired' }))) return 0;
        const need = await this.needs.findById(request.needId);
        if (!need || need.state !== 'chosen') return 1;
        await this.mover.move(need, 'expired', { userId: null, ipAddress: null }, { reason: 'no_answer_48h' });
        await this.mail.enqueue(this.mail.adminInbox, 'matchingAdminNotice', { needId: need.id, summary: 'the chosen consultant did not answer within 48 hours; shortlist again' });
        const [consultant] = await this.parties.consultants([request.consultantId]);
        if (consultant) await this.notifier.notAccepted(need, consultant, 'expired');
        return 1;
      });
    }
    return expired;
  }
}
