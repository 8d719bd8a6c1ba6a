import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, SelectQueryBuilder } from 'typeorm';

import type { AdminPage, AdminSortKey, AuditLogView } from '../../../contracts';
import { containsPattern, LIKE_ESCAPE } from '../../../database/like-pattern';
import { rawIso } from '../../../database/raw-values';
import { streamRawRows } from '../../../database/row-stream';
import { sortTerms, SortColumns } from '../../../database/sort-order';
import { PageRequest, pageOffset, SortRequest } from '../../../kernel/page-request';
import { AuditLogEntity } from '../infrastructure/audit-log.entity';

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

const SORT_COLUMNS: SortColumns<AdminSortKey<'auditLog'>> = { createdAt: 'audit.createdAt', action: ['audit.action', 'audit.createdAt'] };
const NEWEST_FIRST = sortTerms({ key: 'createdAt', order: 'desc' }, SORT_COLUMNS, 'audit.id');

interface AuditRow {
  id: number;
  action: string;
  actorUserId: number | null;
  actorUsername: string | null;
  subjectUserId: number | null;
  subjectType: string | null;
  subjectId: number | null;
  ipAddress: string | null;
  details: string | null;
  createdAt: Date | string;
}

function parseDetails(details: string | null): Record<string, unknown> | null {
  if (!details) return null;
  try {
    return JSON.parse(details) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const toView = (row: AuditRow): AuditLogView => ({
  id: Number(row.id),
  action: row.action,
  actorUserId: row.actorUserId === null ? null : Number(row.actorUserId),
  actorUsername: row.actorUsername ?? null,
  subjectUserId: row.subjectUserId === null ? null : Number(row.subjectUserId),
  subjectType: row.subjectType ?? null,
  subjectId: row.subjectId === null ? null : Number(row.subjectId),
  ipAddress: row.ipAddress ?? null,
  details: parseDetails(row.details),
  createdAt: rawIso(row.createdAt) ?? '',
});

/**
 * Reading the append-only audit log (issue 10): newest first unless sorted by action, filtered by actor, action
 * and time on the indexes (action, createdAt), (actorUserId, createdAt) and (createdAt). Two statements; nothing here writes.
 */
@Injectable()
export class AuditLogQueryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(filter: AuditLogFilter, request: PageRequest<AdminSortKey<'auditLog'>>): Promise<AdminPage<AuditLogView>> {
    const rows = this.rows(filter, request.sort).offset(pageOffset(request)).limit(request.pageSize);
    const [data, total] = await Promise.all([rows.getRawMany<AuditRow>(), this.filtered(filter).getCount()]);
    return { data: data.map(toView), total, page: request.page, pageSize: request.pageSize };
  }

  /** Every matching row in the list's order, streamed from the database for a CSV export of any length (issue 22). */
  async *stream(filter: AuditLogFilter, sort?: SortRequest<AdminSortKey<'auditLog'>>): AsyncGenerator<AuditLogView> {
    for await (const row of streamRawRows<AuditRow>(this.rows(filter, sort))) yield toView(row);
  }

  private rows(filter: AuditLogFilter, sort: SortRequest<AdminSortKey<'auditLog'>> | undefined): SelectQueryBuilder<AuditLogEntity> {
    const rows = this.filtered(filter)
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
    for (const [column, direction] of sort ? sortTerms(sort, SORT_COLUMNS, 'audit.id') : NEWEST_FIRST) rows.addOrderBy(column, direction);
    return rows;
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
