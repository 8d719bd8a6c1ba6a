import { takeOnboardingRedirect } from './afterOnboarding';

describe('takeOnboardingRedirect', () => {
  it('uses the stored target once, then forgets it', () => {
    sessionStorage.setItem('onboardingRedirect', '/projects/12?tab=messages');

    expect(takeOnboardingRedirect({ isDualRole: false })).toBe('/projects/12?tab=messages');
    expect(sessionStorage.getItem('onboardingRedirect')).toBeNull();
    expect(takeOnboardingRedirect({ isDualRole: false })).toBe('/consultant-dashboard');
  });

  it.each(['//evil.example', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/consultant-onboarding', '/consultant-setup?x=1'])(
    'ignores %s',
    (stored) => {
      sessionStorage.setItem('onboardingRedirect', stored);

      expect(takeOnboardingRedirect({ isDualRole: false })).toBe('/consultant-dashboard');
      expect(sessionStorage.getItem('onboardingRedirect')).toBeNull();
    },
  );

  it('falls back to the dual-role dashboard for admin+consultant users', () => {
    expect(takeOnboardingRedirect({ isDualRole: true })).toBe('/dual-role-dashboard');
    expect(takeOnboardingRedirect(null)).toBe('/consultant-dashboard');
  });
});
