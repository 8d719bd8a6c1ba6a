import type { LoginResponse } from '@contracts';
import { makeUser } from '@test/mockApi';
import { planPostLoginNavigation } from './postLoginNavigation';

const user = makeUser;

const consultant = (overrides: Partial<LoginResponse> = {}) =>
  user({ role: 'consultant', isConsultant: true, ...overrides });

describe('planPostLoginNavigation', () => {
  it('sends each role to its dashboard without a redirect', () => {
    expect(planPostLoginNavigation(user(), null).path).toBe('/charity-dashboard');
    expect(planPostLoginNavigation(consultant(), null).path).toBe('/consultant-dashboard');
    expect(planPostLoginNavigation(user({ role: 'admin', isAdmin: true }), null).path).toBe('/admin-dashboard');
    expect(
      planPostLoginNavigation(user({ role: 'admin', isAdmin: true, isConsultant: true, isDualRole: true }), null).path,
    ).toBe('/dual-role-dashboard');
  });

  it('honours a relative redirect', () => {
    expect(planPostLoginNavigation(user(), '/projects/4?tab=messages').path).toBe('/projects/4?tab=messages');
  });

  it('ignores an off-site redirect', () => {
    expect(planPostLoginNavigation(user(), '//evil.example').path).toBe('/charity-dashboard');
    expect(planPostLoginNavigation(user(), '/\\evil.example').path).toBe('/charity-dashboard');
    expect(planPostLoginNavigation(user(), 'https://evil.example').path).toBe('/charity-dashboard');
  });

  it('sends a consultant with a temporary password or no accepted terms to onboarding', () => {
    expect(planPostLoginNavigation(consultant({ mustChangePassword: true }), null)).toEqual({
      path: '/consultant-onboarding',
      termsUpdateRequired: false,
      afterOnboarding: '/consultant-dashboard',
    });
    expect(planPostLoginNavigation(consultant({ hasAcceptedTerms: false }), '/consultants').path).toBe(
      '/consultant-onboarding',
    );
  });

  it('lets an admin consultant skip onboarding', () => {
    const adminConsultant = consultant({ isAdmin: true, mustChangePassword: true, isDualRole: true });
    expect(planPostLoginNavigation(adminConsultant, null).path).toBe('/dual-role-dashboard');
  });

  it('warns about updated terms and keeps the intended destination', () => {
    expect(planPostLoginNavigation(consultant({ needsTermsUpdate: true }), '/consultants/3')).toEqual({
      path: '/consultant-onboarding',
      termsUpdateRequired: true,
      afterOnboarding: '/consultants/3',
    });
  });
});
