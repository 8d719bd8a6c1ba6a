import {
  compareTermsVersions,
  dashboardPathFor,
  isAdminUser,
  isCharityUser,
  isConsultantUser,
  isDualRole,
  mustCompleteOnboarding,
  needsTermsUpdate,
  OnboardingFacts,
  RoleFacts,
} from './user-roles';

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
    it('sends each role to its dashboard', () => {
      expect(dashboardPathFor(charity, undefined)).toBe('/charity-dashboard');
      expect(dashboardPathFor(consultant, undefined)).toBe('/consultant-dashboard');
      expect(dashboardPathFor(admin, undefined)).toBe('/admin-dashboard');
    });

    it('sends dual-role users (admin+consultant or the owner) to the dual-role dashboard', () => {
      expect(dashboardPathFor(adminConsultant, undefined)).toBe('/dual-role-dashboard');
      expect(dashboardPathFor({ ...admin, email: 'OWNER@example.org' }, 'owner@example.org')).toBe('/dual-role-dashboard');
      expect(dashboardPathFor(admin, 'owner@example.org')).toBe('/admin-dashboard');
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

  describe('mustCompleteOnboarding', () => {
    it('is false for an onboarded consultant on the current terms', () => {
      expect(mustCompleteOnboarding(onboarded(), '1.0')).toBe(false);
    });

    it('is true while a consultant has a temporary password', () => {
      expect(mustCompleteOnboarding(onboarded({ mustChangePassword: true }), '1.0')).toBe(true);
    });

    it('is true while a consultant has not accepted terms', () => {
      expect(mustCompleteOnboarding(onboarded({ hasAcceptedTerms: false, termsVersion: null }), '1.0')).toBe(true);
    });

    it('is true when the current terms are newer than the accepted ones', () => {
      expect(mustCompleteOnboarding(onboarded({ termsVersion: '1.0' }), '1.1')).toBe(true);
    });

    it('never blocks charities, admins or dual-role admins', () => {
      const blocked = { mustChangePassword: true, hasAcceptedTerms: false, termsVersion: null };
      expect(mustCompleteOnboarding(onboarded({ ...blocked, role: 'charity', isConsultant: false }), '1.0')).toBe(false);
      expect(mustCompleteOnboarding(onboarded({ ...blocked, role: 'admin', isAdmin: true, isConsultant: false }), '1.0')).toBe(false);
      expect(mustCompleteOnboarding(onboarded({ ...blocked, role: 'admin', isAdmin: true, isConsultant: true }), '1.0')).toBe(false);
      expect(mustCompleteOnboarding(onboarded({ ...blocked, role: 'consultant', isAdmin: true }), '1.0')).toBe(false);
    });
  });
});
