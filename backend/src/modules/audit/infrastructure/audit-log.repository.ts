import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, SelectQueryBuilder } from 'typeorm';

import type { AdminSortKey, AuditLogView } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { AppendOnlyTotals, nearerEnd } from '../../../database/append-only-totals';
import { requireTransaction } from '../../../database/ambient-transaction';
import { applyKeyset, cursorsAround, decodeCursor, keyColumns, KeyKind, keysetPage, readingOrder, sortName } from '../../../database/keyset';
import { containsPattern, LIKE_ESCAPE } from '../../../database/like-pattern';
import { streamRawRows } from '../../../database/row-stream';
import { reverse, sortTerms, SortColumns, SqlDirection } from '../../../database/sort-order';
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
   * One page and the filtered total: two statements. Issue 22, a page at any depth through an index: the total
   * first, counted once and then only past the rows already counted (AppendOnlyTotals); then the page's ids from the
   * filter's index in the list's order (a derived table with its LIMIT: only index entries are read, never whole
   * rows sorted), and those rows and actors by primary key. With a cursor the ids start at the cursor's row
   * (keyset: the same cost at any depth); with a page number they are stepped over from the nearer end
   * (nearerEnd: cost grows with the distance from that end, see docs/decisions/22-admin-list-paging.md).
   */
  async page(filter: AuditLogFilter, request: PageRequest<AdminSortKey<'auditLog'>>): Promise<AuditPage> {
    const terms = this.order(request.sort);
    const sort = sortName(request.sort);
    const key = keyColumns<AuditRow>(terms, KEY_KINDS);
    const keyset = request.cursor === undefined ? undefined : decodeCursor(request.cursor, sort, key.kinds);
    const total = await this.totals.total(JSON.stringify(filter), this.filtered(filter), 'audit.id', 'audit_log');
    if (keyset) {
      const ids = applyKeyset(this.filtered(filter).select('audit.id', 'pageId'), terms, keyset, request.pageSize);
      const read = await this.rowsOf(ids, readingOrder(terms, keyset));
      // Nothing newer than a page before the cursor: that is the first page (read as such, with its number).
      if (keyset.side === 'before' && read.length <= request.pageSize) return this.page(filter, { ...request, cursor: undefined });
      return { ...keysetPage(read, keyset, request.pageSize, sort, key.valuesOf), total, page: null };
    }
    const offset = pageOffset(request);
    const window = nearerEnd(offset, request.pageSize, total);
    const pageIds = this.filtered(filter).select('audit.id', 'pageId').offset(window.offset).limit(window.limit);
    for (const [column, direction] of terms) pageIds.addOrderBy(column, window.reversed ? reverse(direction) : direction);
    const rows = window.limit ? await this.rowsOf(pageIds, terms) : [];
    return { rows, total, page: request.page, ...cursorsAround(rows, offset + rows.length < total, offset > 0, sort, key.valuesOf) };
  }

  /** The rows (and actors) of the ids a derived table with its LIMIT picks, by primary key, in `order`. */
  private rowsOf(pageIds: SelectQueryBuilder<AuditLogEntity>, order: ReadonlyArray<[string, SqlDirection]>): Promise<AuditRow[]> {
    const rows = this.selected(this.dataSource.manager.createQueryBuilder(AuditLogEntity, 'audit'))
      .innerJoin(`(${pageIds.getQuery()})`, 'page', 'page.pageId = audit.id')
      .setParameters(pageIds.getParameters());
    for (const [column, direction] of order) rows.addOrderBy(column, direction);
    return rows.getRawMany<AuditRow>();
  }

  /** Every matching row in the list's order, streamed from the database (a CSV export of any length, issue 22). */
  stream(filter: AuditLogFilter, sort?: SortRequest<AdminSortKey<'auditLog'>>): AsyncGenerator<AuditRow> {
    return streamRawRows<AuditRow>(this.rows(filter, sort));
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
