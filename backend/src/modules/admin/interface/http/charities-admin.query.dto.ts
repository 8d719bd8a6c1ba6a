import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { CursorQuery } from '../../../../common/http/cursor-query';
import { Sortable } from '../../../../common/http/sort-query';
import {
  ADMIN_CHARITY_MEMBERSHIP_FILTERS,
  ADMIN_CHARITY_MESSAGES,
  ADMIN_CHARITY_SEARCH_MAX_LENGTH,
  AdminCharityMembershipFilter,
  MEMBERSHIP_TIERS,
  MembershipTier,
} from '../../../../contracts';
import { AdminExportQueryDto } from './admin-page.query.dto';

/** GET /api/admin/charities: ?tier=&membership=&search=, ?sort=&order=, paging by number or ?cursor= (issue 22), ?format=csv. */
export class AdminCharitiesQueryDto extends Sortable(AdminExportQueryDto, 'adminCharities') {
  @ApiPropertyOptional({ enum: MEMBERSHIP_TIERS })
  @IsOptional()
  @IsIn(MEMBERSHIP_TIERS, { message: ADMIN_CHARITY_MESSAGES.tierInvalid })
  tier?: MembershipTier;

  @ApiPropertyOptional({ enum: ADMIN_CHARITY_MEMBERSHIP_FILTERS })
  @IsOptional()
  @IsIn(ADMIN_CHARITY_MEMBERSHIP_FILTERS, { message: ADMIN_CHARITY_MESSAGES.membershipInvalid })
  membership?: AdminCharityMembershipFilter;

  @ApiPropertyOptional({ maxLength: ADMIN_CHARITY_SEARCH_MAX_LENGTH, description: 'Part of the organisation, contact name or e-mail' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString({ message: ADMIN_CHARITY_MESSAGES.searchTooLong })
  @MaxLength(ADMIN_CHARITY_SEARCH_MAX_LENGTH, { message: ADMIN_CHARITY_MESSAGES.searchTooLong })
  search?: string;

  @CursorQuery()
  cursor?: string;
}
