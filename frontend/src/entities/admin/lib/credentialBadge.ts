import { CREDENTIAL_BADGES, credentialBadge, type CredentialBadge } from '@contracts';

const COLORS: Record<CredentialBadge, string> = { ready: 'green', setupRequired: 'gold', none: 'default' };

/** Spec 001 §4 "Credential badges", as the label and the antd Tag colour an admin screen shows. */
export function credentialBadgeTag(account: Parameters<typeof credentialBadge>[0]): { label: string; color: string } {
  const badge = credentialBadge(account);
  return { label: CREDENTIAL_BADGES[badge], color: COLORS[badge] };
}
