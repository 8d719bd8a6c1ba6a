import { SignedTermsView } from '../../../contracts';
import { rawIso } from '../../../database/raw-values';
import type { SignedTermsRow } from '../infrastructure/terms-acceptance.repository';

/** One signed-terms record of the admins' list. */
export const toSignedTermsView = (row: SignedTermsRow): SignedTermsView => ({
  id: Number(row.id),
  name: row.name,
  email: row.email,
  username: row.username,
  role: row.role,
  termsVersion: row.termsVersion,
  termsAcceptedAt: rawIso(row.acceptedAt) ?? '',
  termsIpAddress: row.ipAddress ?? null,
  termsUserAgent: row.userAgent ?? null,
});
