import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Min } from 'class-validator';

import { CursorQuery } from '../../../../common/http/cursor-query';
import { Sortable } from '../../../../common/http/sort-query';
import { PageNumberQuery, PageSizeQuery, WholeNumberQuery } from '../../../../common/http/page-query';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX, AdminSortKey, NEED_KINDS, NEED_STATES, NeedKind, NeedState } from '../../../../contracts';
import { PageRequest, sortRequestOf } from '../../../../kernel/page-request';

const PAGE_MESSAGE = 'Page must be a whole number from 1';

class NeedsPageQuery {
  @PageNumberQuery({ message: PAGE_MESSAGE })
  page?: number;

  @PageSizeQuery({ defaultSize: ADMIN_PAGE_SIZE_DEFAULT, max: ADMIN_PAGE_SIZE_MAX })
  pageSize?: number;

  @ApiPropertyOptional({ enum: ['json', 'csv'], default: 'json' })
  @IsOptional()
  @IsIn(['json', 'csv'], { message: "Format must be 'json' or 'csv'" })
  format?: 'json' | 'csv';

  @ApiPropertyOptional({ enum: NEED_STATES, enumName: 'NeedState' })
  @IsOptional()
  @IsIn(NEED_STATES, { message: `State must be one of: ${NEED_STATES.join(', ')}` })
  state?: NeedState;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only needs without a shortlist 24 hours after they arrived' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: "Overdue must be 'true' or 'false'" })
  overdue?: boolean;

  @ApiPropertyOptional({ enum: NEED_KINDS, enumName: 'NeedKind', description: 'With sourceId: the need of one project, introduction request or get-matched enquiry' })
  @IsOptional()
  @IsIn(NEED_KINDS, { message: `Kind must be one of: ${NEED_KINDS.join(', ')}` })
  kind?: NeedKind;

  @ApiPropertyOptional({ minimum: 1, description: 'The project, introduction request or form submission id' })
  @IsOptional()
  @WholeNumberQuery()
  @Min(1, { message: 'Source id must be a whole number from 1' })
  @IsInt({ message: 'Source id must be a whole number from 1' })
  sourceId?: number;

  @CursorQuery()
  cursor?: string;
}

/** GET /api/admin/needs: paged (by number or ?cursor=), ?state=, ?overdue=true, sortable, CSV. */
export class NeedsQueryDto extends Sortable(NeedsPageQuery, 'needs') {}

export function needPageRequest(query: NeedsQueryDto): PageRequest<AdminSortKey<'needs'>> {
  const sort = sortRequestOf(query);
  return { page: query.page ?? 1, pageSize: query.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT, sort };
}
