import { CREDENTIAL_BADGES, credentialBadge } from './admin-console';

describe('credentialBadge (spec 001 §4 "Credential badges")', () => {
  it.each([
    [{ hasUsername: true, mustChangePassword: false, hasAcceptedTerms: true }, 'Ready'],
    [{ hasUsername: true, mustChangePassword: true, hasAcceptedTerms: true }, 'Setup Required'],
    [{ hasUsername: true, mustChangePassword: false, hasAcceptedTerms: false }, 'Setup Required'],
    [{ hasUsername: true, mustChangePassword: true, hasAcceptedTerms: false }, 'Setup Required'],
    [{ hasUsername: false, mustChangePassword: false, hasAcceptedTerms: true }, 'No Credentials'],
    [{ hasUsername: false, mustChangePassword: true, hasAcceptedTerms: false }, 'No Credentials'],
  ])('reads %j as %s', (account, label) => {
    expect(CREDENTIAL_BADGES[credentialBadge(account)]).toBe(label);
  });
});
