import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ukDateOnly } from '../../../kernel/calendar-date';
import { MailOutboxService } from '../../mail';
import { hasExpired, reminderDue, reminderWindowEnd } from '../domain/membership-period';
import { MembershipRepository } from '../infrastructure/membership.repository';

/**
 * The daily membership job (D9): a reminder 14 days before the expiry (once per expiry) and the end of
 * memberships whose expiry has passed. Each charity's change commits with its mail; running it twice a
 * day, or on two instances, changes nothing the second time.
 */
@Injectable()
export class MembershipRenewalsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly memberships: MembershipRepository,
    private readonly mail: MailOutboxService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async runDaily(): Promise<{ reminded: number; deactivated: number }> {
    const today = ukDateOnly(this.clock.now());
    let reminded = 0;
    let deactivated = 0;
    for (const charity of await this.memberships.findActiveEndingBy(reminderWindowEnd(today))) {
      await this.transactions.run(async () => {
        if (hasExpired(charity, today)) {
          if (await this.memberships.deactivateIfExpired(charity.id, today)) {
            await this.mail.enqueue(charity.contactEmail, 'membershipExpired', { name: charity.contactName, expiry: charity.membershipExpiry ?? today });
            deactivated += 1;
          }
        } else if (reminderDue(charity, today) && charity.membershipExpiry !== null) {
          if (await this.memberships.markReminded(charity.id, charity.membershipExpiry)) {
            await this.mail.enqueue(charity.contactEmail, 'membershipExpiryReminder', { name: charity.contactName, expiry: charity.membershipExpiry }, charity.userId);
            reminded += 1;
          }
        }
      });
    }
    return { reminded, deactivated };
  }
}
