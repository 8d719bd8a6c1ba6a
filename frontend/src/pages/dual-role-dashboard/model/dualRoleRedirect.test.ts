import { makeAdmin, makeUser } from '@test/mockApi';
import { dualRoleRedirect } from './dualRoleRedirect';

describe('dualRoleRedirect', () => {
  it('keeps a dual-role user (admin and consultant, or the owner account)', () => {
    expect(dualRoleRedirect(makeAdmin({ isConsultant: true, isDualRole: true }))).toBeNull();
    expect(dualRoleRedirect(makeUser({ role: 'consultant', isConsultant: true, isDualRole: true }))).toBeNull();
  });

  it('sends an owner account with unfinished onboarding there first; admins never onboard', () => {
    const owner = makeUser({ role: 'consultant', isConsultant: true, isDualRole: true });
    expect(dualRoleRedirect({ ...owner, mustChangePassword: true, hasAcceptedTerms: false })).toBe('/pre-listed-consultant-onboarding');
    expect(dualRoleRedirect({ ...owner, needsTermsUpdate: true })).toBe('/consultant-onboarding');
    expect(dualRoleRedirect(makeAdmin({ isConsultant: true, isDualRole: true, mustChangePassword: true }))).toBeNull();
  });

  it.each([
    ['an admin', makeAdmin(), '/admin-dashboard'],
    ['a consultant', makeUser({ role: 'consultant', isConsultant: true }), '/consultant-dashboard'],
    ['a charity', makeUser(), '/charity-dashboard'],
  ])('sends %s to their own dashboard', (_label, user, path) => {
    expect(dualRoleRedirect(user)).toBe(path);
  });
});
