import type { UserRole } from './roles';
import {
  compareTermsVersions,
  dashboardPathFor,
  isAdminUser,
  isCharityUser,
  isConsultantUser,
  isDualRole,
  isPreListedOnboarding,
  mustCompleteOnboarding,
  needsTermsUpdate,
  RoleFlags,
} from './user-rules';

type RoleFacts = RoleFlags & { email: string };
interface OnboardingFacts extends RoleFlags {
  mustChangePassword: boolean;
  hasAcceptedTerms: boolean;
  termsVersion: string | null;
}

/** What the server's guard asks: the flags plus the terms-update decision for the current version. */
const owesOnboarding = (user: OnboardingFacts, currentVersion: string) =>
  mustCompleteOnboarding({ ...user, needsTermsUpdate: needsTermsUpdate(user, currentVersion) });

const charity: RoleFacts = { role: 'charity', isAdmin: false, isConsultant: false, email: 'ops@helping-hands.org.uk' };
const consultant: RoleFacts = { role: 'consultant', isAdmin: false, isConsultant: true, email: 'sarah.jones@example.org' };
const admin: RoleFacts = { role: 'admin', isAdmin: true, isConsultant: false, email: 'admin@example.org' };
const adminConsultant: RoleFacts = { role: 'admin', isAdmin: true, isConsultant: true, email: 'both@example.org' };

const onboarded = (facts: Partial<OnboardingFacts> = {}): OnboardingFacts => ({
  role: 'consultant',
  isAdmin: false,
  isConsultant: true,
  mustChangePassword: false,
  hasAcceptedTerms: true,
  termsVersion: '1.0',
  ...facts,
});

describe('user roles (DECISIONS D6)', () => {
  it('recognises admins by role or flag, consultants by role or flag, charities by role only', () => {
    expect(isAdminUser(admin)).toBe(true);
    expect(isAdminUser({ role: 'consultant', isAdmin: true })).toBe(true);
    expect(isAdminUser(consultant)).toBe(false);
    expect(isConsultantUser(consultant)).toBe(true);
    expect(isConsultantUser({ role: 'admin', isConsultant: true })).toBe(true);
    expect(isConsultantUser({ role: 'consultant', isConsultant: false })).toBe(true);
    expect(isConsultantUser(charity)).toBe(false);
    expect(isCharityUser(charity)).toBe(true);
    expect(isCharityUser(admin)).toBe(false);
  });

  describe('isDualRole', () => {
    it('is true for a user who is both admin and consultant', () => {
      expect(isDualRole(adminConsultant, undefined)).toBe(true);
      expect(isDualRole({ ...adminConsultant, role: 'consultant' }, undefined)).toBe(true);
    });

    it('is false for a plain admin, consultant or charity', () => {
      for (const user of [admin, consultant, charity]) expect(isDualRole(user, undefined)).toBe(false);
      expect(isDualRole({ ...admin, role: 'consultant', isConsultant: false }, undefined)).toBe(false);
    });

    it('is true for the OWNER_EMAIL account, compared case-insensitively and ignoring surrounding spaces', () => {
      const owner = { ...admin, email: 'Owner@CharityBridge.org' };
      expect(isDualRole(owner, 'owner@charitybridge.org')).toBe(true);
      expect(isDualRole(owner, 'OWNER@charitybridge.ORG')).toBe(true);
      expect(isDualRole({ ...owner, email: '  owner@charitybridge.org ' }, 'Owner@CharityBridge.org')).toBe(true);
      // Whatever the role: the owner e-mail alone makes the account dual-role.
      expect(isDualRole({ ...charity, email: 'owner@charitybridge.org' }, 'owner@charitybridge.org')).toBe(true);
    });

    it('does not match other e-mails or an unset / empty OWNER_EMAIL', () => {
      expect(isDualRole({ ...admin, email: 'owner@charitybridge.org.evil' }, 'owner@charitybridge.org')).toBe(false);
      expect(isDualRole({ ...admin, email: 'x-owner@charitybridge.org' }, 'owner@charitybridge.org')).toBe(false);
      expect(isDualRole(admin, undefined)).toBe(false);
      expect(isDualRole({ ...admin, email: '' }, '')).toBe(false);
    });
  });

  describe('dashboardPathFor', () => {
    const asShown = (user: RoleFacts, ownerEmail?: string) => ({ role: user.role, isDualRole: isDualRole(user, ownerEmail) });

    it('sends each role to its dashboard', () => {
      expect(dashboardPathFor(asShown(charity))).toBe('/charity-dashboard');
      expect(dashboardPathFor(asShown(consultant))).toBe('/consultant-dashboard');
      expect(dashboardPathFor(asShown(admin))).toBe('/admin-dashboard');
    });

    it('sends dual-role users (admin+consultant or the owner) to the dual-role dashboard', () => {
      expect(dashboardPathFor(asShown(adminConsultant))).toBe('/dual-role-dashboard');
      expect(dashboardPathFor(asShown({ ...admin, email: 'OWNER@example.org' }, 'owner@example.org'))).toBe('/dual-role-dashboard');
      expect(dashboardPathFor(asShown(admin, 'owner@example.org'))).toBe('/admin-dashboard');
    });

    it('sends nobody, and an unknown role, home', () => {
      expect(dashboardPathFor(null)).toBe('/');
      expect(dashboardPathFor({ role: 'visitor' as UserRole, isDualRole: false })).toBe('/');
    });
  });

  describe('compareTermsVersions', () => {
    it.each([
      ['1.0', '1.0', 0],
      ['1', '1.0', 0],
      ['1.0.0', '1.0', 0],
      ['1.0', '1.1', -1],
      ['1.1', '1.0', 1],
      ['1.9', '1.10', -1],
      ['2.0', '1.99', 1],
      ['0', '1.0', -1],
    ])('compares %s with %s as %d', (a, b, expected) => {
      expect(compareTermsVersions(a, b)).toBe(expected);
    });
  });

  describe('needsTermsUpdate (DECISIONS D7)', () => {
    it('is true only for a consultant who accepted an older version', () => {
      expect(needsTermsUpdate(onboarded({ termsVersion: '1.0' }), '1.1')).toBe(true);
      expect(needsTermsUpdate(onboarded({ termsVersion: '1.0' }), '2.0')).toBe(true);
      expect(needsTermsUpdate(onboarded({ termsVersion: '1.0' }), '1.0')).toBe(false);
      expect(needsTermsUpdate(onboarded({ termsVersion: '1.2' }), '1.1')).toBe(false);
    });

    it('treats an accepted acceptance without a version as older than any version', () => {
      expect(needsTermsUpdate(onboarded({ termsVersion: null }), '1.0')).toBe(true);
    });

    it('is false when terms were never accepted (that is onboarding, not an update)', () => {
      expect(needsTermsUpdate(onboarded({ hasAcceptedTerms: false, termsVersion: null }), '2.0')).toBe(false);
    });

    it('is false for charities and plain admins, true for admins who are also consultants', () => {
      expect(needsTermsUpdate(onboarded({ role: 'charity', isConsultant: false }), '2.0')).toBe(false);
      expect(needsTermsUpdate(onboarded({ role: 'admin', isAdmin: true, isConsultant: false }), '2.0')).toBe(false);
      expect(needsTermsUpdate(onboarded({ role: 'admin', isAdmin: true, isConsultant: true }), '2.0')).toBe(true);
    });
  });

  describe('mustCompleteOnboarding (the server guard and the screens)', () => {
    it('takes the needsTermsUpdate flag as the screens receive it', () => {
      const flags = { role: 'consultant' as const, isAdmin: false, isConsultant: true, mustChangePassword: false, hasAcceptedTerms: true };
      expect(mustCompleteOnboarding({ ...flags, needsTermsUpdate: true })).toBe(true);
      expect(mustCompleteOnboarding({ ...flags, needsTermsUpdate: false })).toBe(false);
    });

    it('recognises the pre-listed first sign-in (temporary password and no terms yet)', () => {
      const flags = { role: 'consultant' as const, isAdmin: false, isConsultant: true, needsTermsUpdate: false };
      expect(isPreListedOnboarding({ ...flags, mustChangePassword: true, hasAcceptedTerms: false })).toBe(true);
      expect(isPreListedOnboarding({ ...flags, mustChangePassword: true, hasAcceptedTerms: true })).toBe(false);
      expect(isPreListedOnboarding({ ...flags, mustChangePassword: false, hasAcceptedTerms: false })).toBe(false);
    });

    it('is false for an onboarded consultant on the current terms', () => {
      expect(owesOnboarding(onboarded(), '1.0')).toBe(false);
    });

    it('is true while a consultant has a temporary password', () => {
      expect(owesOnboarding(onboarded({ mustChangePassword: true }), '1.0')).toBe(true);
    });

    it('is true while a consultant has not accepted terms', () => {
      expect(owesOnboarding(onboarded({ hasAcceptedTerms: false, termsVersion: null }), '1.0')).toBe(true);
    });

    it('is true when the current terms are newer than the accepted ones', () => {
      expect(owesOnboarding(onboarded({ termsVersion: '1.0' }), '1.1')).toBe(true);
    });

    it('never blocks charities, admins or dual-role admins', () => {
      const blocked = { mustChangePassword: true, hasAcceptedTerms: false, termsVersion: null };
      expect(owesOnboarding(onboarded({ ...blocked, role: 'charity', isConsultant: false }), '1.0')).toBe(false);
      expect(owesOnboarding(onboarded({ ...blocked, role: 'admin', isAdmin: true, isConsultant: false }), '1.0')).toBe(false);
      expect(owesOnboarding(onboarded({ ...blocked, role: 'admin', isAdmin: true, isConsultant: true }), '1.0')).toBe(false);
      expect(owesOnboarding(onboarded({ ...blocked, role: 'consultant', isAdmin: true }), '1.0')).toBe(false);
    });
  });
});
