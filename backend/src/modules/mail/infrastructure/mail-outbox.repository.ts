import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, LessThan, LessThanOrEqual, Not } from 'typeorm';

import { AmbientRepository } from '../../../database/ambient-repository';
import { AppendOnlyTotals } from '../../../database/append-only-totals';
import { cappedTotal } from '../../../database/capped-total';
import { GrowingPage, growingListPage, joinPage, PageSlice } from '../../../database/growing-list';
import { sortName } from '../../../database/keyset';
import type { SqlDirection } from '../../../database/sort-order';
import { requireTransaction } from '../../../database/ambient-transaction';
import { containsPattern, LIKE_ESCAPE } from '../../../database/like-pattern';
import { SqlDialect } from '../../../database/sql-dialect';
import { MailOutboxEntity } from './mail-outbox.entity';

export type NewOutboxMail = Pick<MailOutboxEntity, 'template' | 'toAddress' | 'subject' | 'textBody' | 'status' | 'attempts' | 'nextAttemptAt'>;
export type OutboxRowChanges = Partial<Pick<MailOutboxEntity, 'toAddress' | 'status' | 'attempts' | 'nextAttemptAt' | 'sentAt' | 'claimedBy' | 'claimedUntil' | 'lastError' | 'textBody'>>;
export const UNCLAIMED = { claimedBy: null, claimedUntil: null } as const;

const NEWEST_FIRST: Array<[string, SqlDirection]> = [['listed.id', 'DESC']];

const normalAddress = (email: string) => email.trim().toLowerCase();

/** Every statement on the mail outbox (D10): enqueue, the dispatcher's claims, the admin list, D19's forgetting. */
@Injectable()
export class MailOutboxRepository extends AmbientRepository {
  private readonly totals = new AppendOnlyTotals();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly dialect: SqlDialect,
  ) {
    super(dataSource);
  }

  /** With the caller's transaction: a mail exists exactly when its cause was committed. */
  async enqueue(mail: NewOutboxMail): Promise<void> {
    await requireTransaction('MailOutboxService.enqueue').insert(MailOutboxEntity, mail);
  }

  async blankSentBodiesBefore(before: Date): Promise<number> {
    const result = await this.manager.update(MailOutboxEntity, { status: In(['sent', 'logged']), sentAt: LessThan(before), textBody: Not('') }, { textBody: '' });
    return result.affected ?? 0;
  }

  /** Pending and failed counts on the (status, …) index. */
  async countsByStatus(statuses: string[]): Promise<Map<string, number>> {
    const rows = await this.manager
      .createQueryBuilder(MailOutboxEntity, 'mail')
      .select('mail.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('mail.status IN (:...statuses)', { statuses })
      .groupBy('mail.status')
      .getRawMany<{ status: string; count: string | number }>();
    return new Map(rows.map((row) => [row.status, Number(row.count)]));
  }

  /** When the longest-waiting due mail became due, or null. */
  async oldestDueAt(now: Date): Promise<Date | null> {
    const oldest = await this.manager.findOne(MailOutboxEntity, {
      select: { id: true, nextAttemptAt: true },
      where: { status: 'pending', nextAttemptAt: LessThanOrEqual(now) },
      order: { nextAttemptAt: 'ASC' },
    });
    return oldest ? new Date(oldest.nextAttemptAt) : null;
  }

  /**
   * Newest first, optionally one status: the page's ids from the (status, id) index or the primary key, then those
   * mails (issue 22, growingListPage: by cursor at any depth, by number near either end). Every mail is a row and
   * none is deleted, so the whole outbox's total is counted once and then past it (AppendOnlyTotals); mails change
   * status, so a status's total is counted on its index up to the depth limit and no further (cappedTotal).
   */
  page(status: MailOutboxEntity['status'] | undefined, slice: PageSlice): Promise<GrowingPage<MailOutboxEntity>> {
    const filtered = () => {
      const query = this.manager.createQueryBuilder(MailOutboxEntity, 'listed');
      return status ? query.where('listed.status = :status', { status }) : query;
    };
    return growingListPage<MailOutboxEntity>(
      {
        terms: NEWEST_FIRST,
        sort: sortName(undefined),
        kinds: { id: 'id' },
        ids: () => filtered().select('listed.id', 'pageId'),
        rowsOf: (pageIds, order) => joinPage(this.manager.createQueryBuilder(MailOutboxEntity, 'mail'), pageIds, order).getMany(),
        total: () => (status ? cappedTotal(filtered()) : this.totals.total('all', filtered(), 'listed.id', 'mail_outbox')),
      },
      slice,
    );
  }

  findById(id: number): Promise<MailOutboxEntity | null> {
    return this.manager.findOne(MailOutboxEntity, { where: { id } });
  }

  /** A failed mail back to pending with its attempts reset; false when it is not failed (any more). */
  async requeueFailed(id: number, now: Date): Promise<boolean> {
    const updated = await this.manager.update(MailOutboxEntity, { id, status: 'failed' }, { status: 'pending', attempts: 0, nextAttemptAt: now, ...UNCLAIMED });
    return !!updated.affected;
  }

  /**
   * In the caller's transaction: locks (where the engine can skip locked rows) and claims up to `limit` due rows,
   * leaving out `excluded`. Reads the (status, nextAttemptAt) index in its own order, so a deep backlog is read a
   * batch at a time, never sorted whole.
   */
  async claimDue(workerId: string, now: Date, claimUntil: Date, limit: number, excluded: number[]): Promise<MailOutboxEntity[]> {
    const manager = requireTransaction('MailOutboxRepository.claimDue');
    const query = manager
      .createQueryBuilder(MailOutboxEntity, 'mail')
      .where('mail.status = :status', { status: 'pending' })
      .andWhere('mail.nextAttemptAt <= :now', { now })
      .andWhere('(mail.claimedUntil IS NULL OR mail.claimedUntil < :now)', { now })
      .orderBy('mail.nextAttemptAt', 'ASC')
      .addOrderBy('mail.id', 'ASC')
      .limit(limit);
    if (excluded.length) query.andWhere({ id: Not(In(excluded)) });
    if (this.dialect.skipLockedSupported) query.setLock('pessimistic_write').setOnLocked('skip_locked');
    const rows = await query.getMany();
    if (rows.length) await manager.update(MailOutboxEntity, { id: In(rows.map((row) => row.id)) }, { claimedBy: workerId, claimedUntil: claimUntil });
    return rows;
  }

  async renewClaims(workerId: string, ids: number[], until: Date): Promise<void> {
    await this.manager.update(MailOutboxEntity, { id: In(ids), claimedBy: workerId }, { claimedUntil: until });
  }

  async unclaim(workerId: string, ids: number[]): Promise<void> {
    await this.manager.update(MailOutboxEntity, { id: In(ids), claimedBy: workerId }, UNCLAIMED);
  }

  async update(id: number, changes: OutboxRowChanges): Promise<void> {
    await this.manager.update(MailOutboxEntity, id, changes);
  }

  /** What was mailed to the address, oldest first; never the body. */
  mailsTo(email: string): Promise<MailOutboxEntity[]> {
    return this.manager
      .createQueryBuilder(MailOutboxEntity, 'mail')
      .select(['mail.id', 'mail.template', 'mail.subject', 'mail.status', 'mail.createdAt', 'mail.sentAt'])
      .where('LOWER(TRIM(mail.toAddress)) = :address', { address: normalAddress(email) })
      .orderBy('mail.id', 'ASC')
      .getMany();
  }

  /** In the caller's transaction: pending mails to the address become failed with `reason`. */
  async cancelPendingTo(email: string, reason: string, now: Date): Promise<number> {
    const result = await requireTransaction('MailOutboxRepository.cancelPendingTo')
      .createQueryBuilder()
      .update(MailOutboxEntity)
      .set({ status: 'failed', lastError: reason, ...UNCLAIMED, nextAttemptAt: now })
      .where('LOWER(TRIM(toAddress)) = :address AND status = :pending', { address: normalAddress(email), pending: 'pending' })
      .execute();
    return result.affected ?? 0;
  }

  /** In the caller's transaction: mails to the address lose it, their subject and body. */
  async blankMailsTo(email: string): Promise<number> {
    const result = await requireTransaction('MailOutboxRepository.blankMailsTo')
      .createQueryBuilder()
      .update(MailOutboxEntity)
      .set({ toAddress: '', subject: '', textBody: '' })
      .where('LOWER(TRIM(toAddress)) = :address', { address: normalAddress(email) })
      .execute();
    return result.affected ?? 0;
  }

  /** In the caller's transaction: mails whose subject or body mentions one of the needles lose subject and body. */
  async blankMailsMentioning(needles: string[]): Promise<number> {
    if (!needles.length) return 0;
    const clauses = needles.map((_, i) => `subject LIKE :n${i} ${LIKE_ESCAPE} OR textBody LIKE :n${i} ${LIKE_ESCAPE}`);
    const result = await requireTransaction('MailOutboxRepository.blankMailsMentioning')
      .createQueryBuilder()
      .update(MailOutboxEntity)
      .set({ subject: '', textBody: '' })
      .where(`(${clauses.join(' OR ')})`, Object.fromEntries(needles.map((needle, i) => [`n${i}`, containsPattern(needle)])))
      .execute();
    return result.affected ?? 0;
  }
}
