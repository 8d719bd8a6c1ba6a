import { ApiProperty } from '@nestjs/swagger';

import { CursorPagingSchema } from '../../../../common/http/cursor-paging.response';
import type { AdminMembershipRequest, AdminMembershipRequestPage, MembershipRequestStatus, MembershipRequestType, MembershipRequestView, MembershipTier } from '../../../../contracts';
import { MEMBERSHIP_REQUEST_STATUSES, MEMBERSHIP_REQUEST_TYPES, MEMBERSHIP_TIERS } from '../../../../contracts';

type MembershipCharity = AdminMembershipRequest['charity'];

/**
 * OpenAPI schemas of membership requests (the charity and the admin views). Each class implements the contracts type
 * it documents, so a field added there fails to compile here until documented.
 */

export class MembershipRequestSchema implements MembershipRequestView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: MEMBERSHIP_REQUEST_TYPES }) type: MembershipRequestType;
  @ApiProperty({ enum: MEMBERSHIP_TIERS, nullable: true, description: "The tier a 'change_tier' request asks for, null otherwise" }) requestedTier: MembershipTier | null;
  @ApiProperty({ enum: MEMBERSHIP_REQUEST_STATUSES }) status: MembershipRequestStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) handledAt: string | null;
}

class MembershipCharitySchema implements MembershipCharity {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() contactEmail: string;
  @ApiProperty({ enum: MEMBERSHIP_TIERS }) membershipTier: MembershipTier;
  @ApiProperty() membershipActive: boolean;
  @ApiProperty({ type: String, format: 'date', nullable: true }) membershipExpiry: string | null;
}

export class AdminMembershipRequestSchema extends MembershipRequestSchema implements AdminMembershipRequest {
  @ApiProperty({ type: MembershipCharitySchema }) charity: AdminMembershipRequest['charity'];
}

export class AdminMembershipRequestPageSchema extends CursorPagingSchema implements AdminMembershipRequestPage {
  @ApiProperty({ type: [AdminMembershipRequestSchema] }) items: AdminMembershipRequest[];
}
