import { AdminMembershipRequest, MembershipRequestView } from '../../../contracts';
import type { MemberCharityRow, MembershipRequestRow } from '../infrastructure/membership.repository';

/** The member's own request, as the Membership page lists it. */
export function toMembershipRequestView(row: MembershipRequestRow): MembershipRequestView {
  return { id: row.id, type: row.type, requestedTier: row.requestedTier, status: row.status, createdAt: row.createdAt.toISOString(), handledAt: row.handledAt?.toISOString() ?? null };
}

/** The request with the charity it came from, for the admins' queue. */
export function toAdminMembershipRequest(row: MembershipRequestRow, charity: MemberCharityRow): AdminMembershipRequest {
  return {
    ...toMembershipRequestView(row),
    charity: {
      id: charity.id,
      name: charity.name,
      contactEmail: charity.contactEmail,
      membershipTier: charity.membershipTier,
      membershipActive: charity.membershipActive,
      membershipExpiry: charity.membershipExpiry,
    },
  };
}
