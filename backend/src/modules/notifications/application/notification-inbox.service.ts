import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { NOTIFICATION_MESSAGES, NotificationPage } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { NotFoundError } from '../../../kernel/domain-errors';
import { PageRequest, pageOffset } from '../../../kernel/page-request';
import type { SessionUser } from '../../../kernel/session-user';
import { toNotificationView } from '../domain/notification-view';
import { NotificationRepository } from '../infrastructure/notification.repository';

/** The caller's own notifications: reading never changes them; marking read is a POST (issue 16). */
@Injectable()
export class NotificationInboxService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly notifications: NotificationRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Two statements: the page and both counts. */
  async list(caller: SessionUser, request: PageRequest): Promise<NotificationPage> {
    const [rows, counts] = await Promise.all([this.notifications.findPage(caller.id, pageOffset(request), request.pageSize), this.notifications.counts(caller.id)]);
    const data = rows.flatMap((row) => {
      const view = toNotificationView(row);
      return view ? [view] : [];
    });
    return { data, total: counts.total, unread: counts.unread, page: request.page, pageSize: request.pageSize };
  }

  /** An id that is not the caller's is answered like one that does not exist (404), and nothing is marked. */
  async markRead(caller: SessionUser, target: number[] | 'all'): Promise<{ unread: number }> {
    return this.transactions.run(async () => {
      if (target !== 'all') {
        const ids = [...new Set(target)];
        if ((await this.notifications.countOwned(caller.id, ids)) !== ids.length) throw new NotFoundError(NOTIFICATION_MESSAGES.notFound);
        target = ids;
      }
      await this.notifications.markRead(caller.id, target, this.clock.now());
      return { unread: (await this.notifications.counts(caller.id)).unread };
    });
  }
}
