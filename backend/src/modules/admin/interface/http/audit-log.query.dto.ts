import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';

import { CursorQuery } from '../../../../common/http/cursor-query';
import { WholeNumberQuery } from '../../../../common/http/page-query';
import { Sortable } from '../../../../common/http/sort-query';
import { Trim } from '../../../../common/http/string-transforms';
import { ADMIN_MESSAGES, AUDIT_ACTIONS, AUDIT_ACTOR_SEARCH_MAX_LENGTH, AuditAction } from '../../../../contracts';
import { AdminExportQueryDto } from './admin-page.query.dto';
import { DAY_MS } from '../../../../kernel/durations';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/admin/audit-log: ?actor= (name or username) or ?actorUserId=, ?action=&from=YYYY-MM-DD&to=YYYY-MM-DD (UTC days, both inclusive), ?sort=&order=, ?cursor=. */
export class AuditLogQueryDto extends Sortable(AdminExportQueryDto, 'auditLog') {
  @CursorQuery()
  cursor?: string;

  @ApiPropertyOptional({ description: 'The user id of whoever acted' })
  @IsOptional()
  @WholeNumberQuery()
  @Min(1, { message: 'Actor must be a user id' })
  @IsInt({ message: 'Actor must be a user id' })
  actorUserId?: number;

  @ApiPropertyOptional({ maxLength: AUDIT_ACTOR_SEARCH_MAX_LENGTH, description: "Part of the actor's username or name (wildcards taken literally)" })
  @IsOptional()
  @Trim()
  @MaxLength(AUDIT_ACTOR_SEARCH_MAX_LENGTH, { message: ADMIN_MESSAGES.actorSearchTooLong })
  @IsString({ message: ADMIN_MESSAGES.actorSearchTooLong })
  actor?: string;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: 'Please choose an action from the list' })
  action?: AuditAction;

  @ApiPropertyOptional({ format: 'date', description: 'From this UTC day on' })
  @IsOptional()
  @Matches(DATE_ONLY, { message: ADMIN_MESSAGES.invalidDate })
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Up to and including this UTC day' })
  @IsOptional()
  @Matches(DATE_ONLY, { message: ADMIN_MESSAGES.invalidDate })
  to?: string;
}

/** The query's UTC days as instants: `to` covers its whole day. An impossible date (2026-02-31) names its field. */
export function auditRange(query: AuditLogQueryDto): { from?: Date; until?: Date; invalid?: 'from' | 'to' } {
  const day = (value: string) => {
    const date = new Date(`${value}T00:00:00.000Z`);
    return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
  };
  const from = query.from ? day(query.from) : undefined;
  const to = query.to ? day(query.to) : undefined;
  if (from === null) return { invalid: 'from' };
  if (to === null) return { invalid: 'to' };
  return { from, until: to ? new Date(to.getTime() + DAY_MS - 1) : undefined };
}
