import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { NotificationKind, NotificationParamsByKind, READ_NOTIFICATION_RETENTION_DAYS, UNREAD_NOTIFICATION_RETENTION_MONTHS } from '../../../contracts';
import { requireTransaction } from '../../../database/ambient-transaction';
import { monthsBefore } from '../../../kernel/calendar-months';
import { NotificationRepository } from '../infrastructure/notification.repository';
import { DAY_MS } from '../../../kernel/durations';

export interface NotifyOptions {
  /**
   * Events of one group (messages in one project) stay one unread notification: a later one refreshes the
   * unread row instead of adding another, so a busy conversation does not flood the bell.
   */
  groupKey?: string;
}

/**
 * What other modules call to tell a member something (issue 16). It writes with the caller's use-case
 * transaction (like the outbox, D10), so the event and its notification commit or roll back together.
 * The kinds and their texts live in contracts/notifications.ts.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async notify<K extends NotificationKind>(userId: number, kind: K, params: NotificationParamsByKind[K], options: NotifyOptions = {}): Promise<void> {
    requireTransaction('NotificationsService.notify');
    const row = { userId, kind, params: JSON.stringify(params), groupKey: options.groupKey ?? null, createdAt: this.clock.now() };
    if (row.groupKey !== null && (await this.notifications.refreshUnread({ ...row, groupKey: row.groupKey }))) return;
    await this.notifications.insert(row);
  }

  /** The daily retention job's step: how many notifications it removed. Idempotent. */
  purgeExpired(): Promise<number> {
    const now = this.clock.now();
    return this.notifications.deleteExpired(new Date(now.getTime() - READ_NOTIFICATION_RETENTION_DAYS * DAY_MS), monthsBefore(now, UNREAD_NOTIFICATION_RETENTION_MONTHS));
  }
}
