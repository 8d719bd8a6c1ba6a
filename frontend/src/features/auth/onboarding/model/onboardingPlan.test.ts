import { isPreListedOnboardingCandidate, planOnboardingSteps } from './onboardingPlan';

const flags = { mustChangePassword: false, hasAcceptedTerms: true, needsTermsUpdate: false };
const roles = { role: 'consultant' as const, isAdmin: false, isConsultant: true, isDualRole: false };

describe('planOnboardingSteps', () => {
  it('asks a consultant with a temporary password for terms, then password', () => {
    expect(planOnboardingSteps({ ...flags, mustChangePassword: true, hasAcceptedTerms: false })).toEqual(['terms', 'password']);
  });

  it('asks only for the terms when updated terms are needed', () => {
    expect(planOnboardingSteps({ ...flags, needsTermsUpdate: true })).toEqual(['terms']);
  });

  it('asks an applicant who chose their own password for the terms only', () => {
    expect(planOnboardingSteps({ ...flags, hasAcceptedTerms: false })).toEqual(['terms']);
  });

  it('asks only for the password when the terms are already accepted', () => {
    expect(planOnboardingSteps({ ...flags, mustChangePassword: true })).toEqual(['password']);
  });

  it('has nothing to ask an onboarded consultant', () => {
    expect(planOnboardingSteps(flags)).toEqual([]);
  });
});

describe('isPreListedOnboardingCandidate', () => {
  it('is a consultant with a temporary password who has not accepted the terms', () => {
    expect(isPreListedOnboardingCandidate({ ...roles, ...flags, mustChangePassword: true, hasAcceptedTerms: false })).toBe(true);
  });

  it.each([
    ['a charity', { role: 'charity' as const, isConsultant: false }],
    ['no temporary password', { mustChangePassword: false, hasAcceptedTerms: false }],
    ['accepted terms', { mustChangePassword: true, hasAcceptedTerms: true }],
  ])('is not someone with %s', (_label, overrides) => {
    expect(
      isPreListedOnboardingCandidate({ ...roles, ...flags, mustChangePassword: true, hasAcceptedTerms: false, ...overrides }),
    ).toBe(false);
  });
});
