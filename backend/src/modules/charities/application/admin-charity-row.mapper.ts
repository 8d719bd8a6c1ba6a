import { AdminCharityRow, ORGANISATION_SIZE_LABELS, ProjectStatus } from '../../../contracts';
import type { CharityAccountRow } from '../infrastructure/charity-admin.repository';

/** Whitelists what the list shows of an account. */
export const toAdminCharityRow = (row: CharityAccountRow, projectCounts: Record<ProjectStatus, number>): AdminCharityRow => ({
  id: row.id,
  userId: row.userId,
  organisation: row.organisation,
  contactName: row.contactName,
  email: row.email,
  membershipTier: row.membershipTier,
  membershipTierLabel: ORGANISATION_SIZE_LABELS[row.membershipTier],
  membershipActive: row.membershipActive,
  membershipExpiry: row.membershipExpiry,
  registeredAt: row.registeredAt,
  lastSignInAt: row.lastSignInAt,
  projectCounts,
});
