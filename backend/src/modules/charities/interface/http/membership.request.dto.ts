import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min, ValidateIf } from 'class-validator';

import { CsvFormatQuery, ListFormat } from '../../../../common/http/csv-format-query';
import { CursorQuery } from '../../../../common/http/cursor-query';
import { Sortable } from '../../../../common/http/sort-query';
import { CreateMembershipRequestRequest, MEMBERSHIP_MESSAGES, MEMBERSHIP_REQUEST_TYPES, MEMBERSHIP_TIERS, MembershipRequestType, MembershipTier } from '../../../../contracts';

/** POST /api/membership/requests (D9). */
export class CreateMembershipRequestDto implements CreateMembershipRequestRequest {
  @ApiProperty({ enum: MEMBERSHIP_REQUEST_TYPES, description: "'activate' (Activate Membership), 'renew' (Renew Early) or 'change_tier' (Manage Membership: move to `tier`)" })
  @IsIn(MEMBERSHIP_REQUEST_TYPES, { message: MEMBERSHIP_MESSAGES.typeInvalid })
  type: MembershipRequestType;

  @ApiPropertyOptional({ enum: MEMBERSHIP_TIERS, description: "Required with 'change_tier': the tier asked for; ignored with the other types" })
  @ValidateIf((body: CreateMembershipRequestDto) => body.type === 'change_tier')
  @IsIn(MEMBERSHIP_TIERS, { message: MEMBERSHIP_MESSAGES.tierInvalid })
  tier?: MembershipTier;
}

class MembershipRequestsPageDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value))
  @IsInt()
  @Min(1)
  page?: number;

  @CsvFormatQuery()
  format?: ListFormat;

  @CursorQuery()
  cursor?: string;
}

/** GET /api/admin/membership-requests: ?page= (a fixed page size) or ?cursor= (issue 22), ?sort=&order= and ?format=csv. */
export class MembershipRequestsQueryDto extends Sortable(MembershipRequestsPageDto, 'membershipRequests') {}
