import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

import type { AdminSortKey, AuditLogView } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { AppendOnlyTotals } from '../../../database/append-only-totals';
import { growingListPage, growingListRows, joinPage } from '../../../database/growing-list';
import { requireTransaction } from '../../../database/ambient-transaction';
import { KeyKind, sortName } from '../../../database/keyset';
import { containsPattern, LIKE_ESCAPE } from '../../../database/like-pattern';
import { streamRawRows } from '../../../database/row-stream';
import { sortTerms, SortColumns, SqlDirection } from '../../../database/sort-order';
import { PageRequest, pageOffset, SortRequest } from '../../../kernel/page-request';
import { AuditLogEntity } from './audit-log.entity';

export interface AuditLogFilter {
  actorUserId?: number;
  /** Part of the actor's username or name (issue 16: admins search by who, not by an id). */
  actor?: string;
  /** Rows by or about this account (a charity's page shows its trail). */
  aboutUserId?: number;
  action?: string;
  /** Inclusive bounds, as instants. */
  from?: Date;
  until?: Date;
}

/** A row as read: the view's fields, with the details still JSON text and the time as the driver gives it. */
export interface AuditRow extends Omit<AuditLogView, 'details' | 'createdAt'> {
  details: string | null;
  createdAt: Date | string;
}

/** One page of the log, its total and the cursors either side; `page` is null on a page read by cursor. */
export interface AuditPage {
  rows: AuditRow[];
  total: number;
  page: number | null;
  nextCursor: string | null;
  previousCursor: string | null;
}

export type NewAuditRow = Pick<AuditLogEntity, 'action' | 'actorUserId' | 'subjectUserId' | 'subjectType' | 'subjectId' | 'ipAddress' | 'details' | 'createdAt'>;

const SORT_COLUMNS: SortColumns<AdminSortKey<'auditLog'>> = { createdAt: 'audit.createdAt', action: ['audit.action', 'audit.createdAt'] };
const KEY_KINDS: Record<string, KeyKind> = { createdAt: 'datetime', action: 'text', id: 'id' };
const NEWEST_FIRST = sortTerms({ key: 'createdAt', order: 'desc' }, SORT_COLUMNS, 'audit.id');

/**
 * Every statement on the append-only audit log. Reads go through the indexes (action, createdAt),
 * (actorUserId, createdAt) and (createdAt); the only update is the D19 pseudonymisation.
 */
@Injectable()
export class AuditLogRepository extends AmbientRepository {
  private readonly totals = new AppendOnlyTotals();

  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async insert(row: NewAuditRow): Promise<void> {
    await this.manager.insert(AuditLogEntity, row);
  }

  /**
   * One page and the filtered total: two statements. Issue 22, a page at any depth through an index
   * (growingListPage): the total first, counted once and then only past the rows already counted
   * (AppendOnlyTotals); then the page's ids from the filter's index in the list's order, and those rows and actors
   * by primary key. By cursor at the cost of the first page; by number at most PAGE_NUMBER_MAX_DEPTH rows from the
   * nearer end (see docs/decisions/22-admin-list-paging.md).
   */
  async page(filter: AuditLogFilter, request: PageRequest<AdminSortKey<'auditLog'>>): Promise<AuditPage> {
    const list = { ...this.list(filter, request.sort), total: () => this.totals.total(JSON.stringify(filter), this.filtered(filter), 'audit.id', 'audit_log') };
    const { byCursor, ...page } = await growingListPage(list, { offset: pageOffset(request), limit: request.pageSize, cursor: request.cursor });
    return { ...page, page: byCursor ? null : request.page };
  }

  /** The log in the asked order: the page's ids from the filter's index, then those rows and actors by primary key. */
  private list(filter: AuditLogFilter, sort: SortRequest<AdminSortKey<'auditLog'>> | undefined) {
    return {
      terms: this.order(sort),
      sort: sortName(sort),
      kinds: KEY_KINDS,
      ids: () => this.filtered(filter).select('audit.id', 'pageId'),
      rowsOf: (pageIds: SelectQueryBuilder<ObjectLiteral>, order: ReadonlyArray<[string, SqlDirection]>) =>
        joinPage(this.selected(this.dataSource.manager.createQueryBuilder(AuditLogEntity, 'audit')), pageIds, order).getRawMany<AuditRow>(),
    };
  }

  /**
   * Every matching row in the list's order, streamed from the database (a CSV export of any length, issue 22); on
   * SQLite read in keyset batches, each as cheap as the first.
   */
  stream(filter: AuditLogFilter, sort?: SortRequest<AdminSortKey<'auditLog'>>): AsyncGenerator<AuditRow> {
    return streamRawRows<AuditRow>(this.rows(filter, sort), () => growingListRows(this.list(filter, sort)));
  }

  /** Rows about the member or of their own actions, oldest first. */
  rowsAbout(userId: number): Promise<AuditLogEntity[]> {
    return this.manager.find(AuditLogEntity, { where: [{ subjectUserId: userId }, { actorUserId: userId }], order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** In the caller's transaction: drops the IP of rows by or about the member and the details that mention them. */
  async pseudonymise(userId: number, needles: string[]): Promise<number> {
    const manager = requireTransaction('AuditLogRepository.pseudonymise');
    const ips = await manager
      .createQueryBuilder()
      .update(AuditLogEntity)
      .set({ ipAddress: null })
      .where('(actorUserId = :userId OR subjectUserId = :userId) AND ipAddress IS NOT NULL', { userId })
      .execute();
    if (!needles.length) return ips.affected ?? 0;
    const details = await manager
      .createQueryBuilder()
      .update(AuditLogEntity)
      .set({ details: null })
      .where(`(${needles.map((_, i) => `details LIKE :n${i} ${LIKE_ESCAPE}`).join(' OR ')})`, Object.fromEntries(needles.map((needle, i) => [`n${i}`, containsPattern(needle)])))
      .execute();
    return (ips.affected ?? 0) + (details.affected ?? 0);
  }

  private rows(filter: AuditLogFilter, sort: SortRequest<AdminSortKey<'auditLog'>> | undefined): SelectQueryBuilder<AuditLogEntity> {
    const rows = this.selected(this.filtered(filter));
    for (const [column, direction] of this.order(sort)) rows.addOrderBy(column, direction);
    return rows;
  }

  private order(sort: SortRequest<AdminSortKey<'auditLog'>> | undefined) {
    return sort ? sortTerms(sort, SORT_COLUMNS, 'audit.id') : NEWEST_FIRST;
  }

  /** The view's columns and the actor's name. */
  private selected(query: SelectQueryBuilder<AuditLogEntity>): SelectQueryBuilder<AuditLogEntity> {
    return query
      .leftJoin('users', 'actor', 'actor.id = audit.actorUserId')
      .select([
        'audit.id AS id',
        'audit.action AS action',
        'audit.actorUserId AS actorUserId',
        'actor.username AS actorUsername',
        'audit.subjectUserId AS subjectUserId',
        'audit.subjectType AS subjectType',
        'audit.subjectId AS subjectId',
        'audit.ipAddress AS ipAddress',
        'audit.details AS details',
        'audit.createdAt AS createdAt',
      ]);
  }

  private filtered(filter: AuditLogFilter): SelectQueryBuilder<AuditLogEntity> {
    const query = this.dataSource.manager.createQueryBuilder(AuditLogEntity, 'audit');
    if (filter.actorUserId !== undefined) query.andWhere('audit.actorUserId = :actorUserId', { actorUserId: filter.actorUserId });
    if (filter.actor) {
      query.andWhere(`audit.actorUserId IN (SELECT who.id FROM users who WHERE who.username LIKE :actor ${LIKE_ESCAPE} OR who.name LIKE :actor ${LIKE_ESCAPE})`, { actor: containsPattern(filter.actor) });
    }
    if (filter.aboutUserId !== undefined) query.andWhere('(audit.subjectUserId = :aboutUserId OR audit.actorUserId = :aboutUserId)', { aboutUserId: filter.aboutUserId });
    if (filter.action !== undefined) query.andWhere('audit.action = :action', { action: filter.action });
    if (filter.from) query.andWhere('audit.createdAt >= :from', { from: filter.from });
    if (filter.until) query.andWhere('audit.createdAt <= :until', { until: filter.until });
    return query;
  }
}
