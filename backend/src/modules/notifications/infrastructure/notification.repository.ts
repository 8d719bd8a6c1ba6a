import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull } from 'typeorm';

import { AmbientRepository } from '../../../database/ambient-repository';
import { SqlDialect } from '../../../database/sql-dialect';
import { NotificationEntity } from './notification.entity';

export interface NewNotification {
  userId: number;
  kind: string;
  params: string;
  groupKey: string | null;
  createdAt: Date;
}

/** Every statement of the notification centre; each one names the user, so no call can reach another's rows. */
@Injectable()
export class NotificationRepository extends AmbientRepository {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly dialect: SqlDialect,
  ) {
    super(dataSource);
  }

  async insert(row: NewNotification): Promise<void> {
    await this.manager.insert(NotificationEntity, { ...row, readAt: null });
  }

  /** Refreshes the user's unread notification of this group (a second message in the same project); false when there is none. */
  async refreshUnread(row: NewNotification & { groupKey: string }): Promise<boolean> {
    const result = await this.manager.update(NotificationEntity, { userId: row.userId, groupKey: row.groupKey, readAt: IsNull() }, { kind: row.kind, params: row.params, createdAt: row.createdAt });
    return !!result.affected;
  }

  /** Newest first on (userId, id). */
  findPage(userId: number, offset: number, limit: number): Promise<NotificationEntity[]> {
    return this.manager.find(NotificationEntity, { where: { userId }, order: { id: 'DESC' }, skip: offset, take: limit });
  }

  /** All and unread in one statement. */
  async counts(userId: number): Promise<{ total: number; unread: number }> {
    const row = await this.manager
      .createQueryBuilder(NotificationEntity, 'n')
      .select('COUNT(*)', 'total')
      .addSelect('SUM(CASE WHEN n.readAt IS NULL THEN 1 ELSE 0 END)', 'unread')
      .where('n.userId = :userId', { userId })
      .getRawOne<{ total: number | string; unread: number | string | null }>();
    return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
  }

  countOwned(userId: number, ids: number[]): Promise<number> {
    return this.manager.count(NotificationEntity, { where: { userId, id: In(ids) } });
  }

  /** Marks the named unread rows (or all unread rows) of the user read. */
  async markRead(userId: number, ids: number[] | 'all', at: Date): Promise<void> {
    await this.manager.update(NotificationEntity, { userId, readAt: IsNull(), ...(ids === 'all' ? {} : { id: In(ids) }) }, { readAt: at });
  }

  /** Retention (daily job): read before `readBefore`, or made before `createdBefore` whether read or not. */
  async deleteExpired(readBefore: Date, createdBefore: Date): Promise<number> {
    const result = await this.manager
      .createQueryBuilder()
      .delete()
      .from(NotificationEntity)
      // SQLite keeps datetimes as text: the cut-offs are compared in the same text form.
      .where('(readAt IS NOT NULL AND readAt < :readBefore) OR createdAt < :createdBefore', { readBefore: this.dialect.param(readBefore), createdBefore: this.dialect.param(createdBefore) })
      .execute();
    return result.affected ?? 0;
  }
}
