import type { Type } from '@nestjs/common';
import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, ValidateIf } from 'class-validator';

import { ADMIN_SORT_KEYS, ADMIN_SORT_MESSAGES, AdminSortKey, AdminSortList, SORT_ORDERS, SortOrder } from '../../contracts';

/**
 * A list's query DTO plus `?sort=` (one of that list's ADMIN_SORT_KEYS) and `?order=asc|desc`:
 * `class AuditLogQueryDto extends Sortable(AdminExportQueryDto, 'auditLog')`. An `order` without a `sort` is
 * refused like an unknown key, since it would silently change nothing.
 */
export function Sortable<Base, List extends AdminSortList>(base: Type<Base>, list: List) {
  const keys: readonly string[] = ADMIN_SORT_KEYS[list];

  class SortQuery {
    @ApiPropertyOptional({ enum: keys, description: 'Sort by this column; the id orders equal values. Without it, the list keeps its default order' })
    @ValidateIf((query: SortQuery) => query.sort !== undefined || query.order !== undefined)
    @IsIn(keys, { message: ADMIN_SORT_MESSAGES.sortInvalid(keys) })
    sort?: AdminSortKey<List>;

    @ApiPropertyOptional({ enum: SORT_ORDERS, default: 'asc' })
    @IsOptional()
    @IsIn(SORT_ORDERS, { message: ADMIN_SORT_MESSAGES.orderInvalid })
    order?: SortOrder;
  }

  return IntersectionType(base, SortQuery);
}
