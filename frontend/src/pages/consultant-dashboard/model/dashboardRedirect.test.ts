import { makeAdmin, makeUser } from '@test/mockApi';
import { consultantDashboardRedirect } from './dashboardRedirect';

const consultant = makeUser({ role: 'consultant', isConsultant: true });

describe('consultantDashboardRedirect', () => {
  it('shows the dashboard to an onboarded consultant', () => {
    expect(consultantDashboardRedirect(consultant)).toBeNull();
  });

  it('sends updated terms to onboarding with the toast', () => {
    expect(consultantDashboardRedirect({ ...consultant, needsTermsUpdate: true })).toEqual({
      path: '/consultant-onboarding',
      termsUpdateRequired: true,
    });
  });

  it('sends a temporary password without accepted terms to the pre-listed onboarding', () => {
    expect(consultantDashboardRedirect({ ...consultant, mustChangePassword: true, hasAcceptedTerms: false })?.path).toBe(
      '/pre-listed-consultant-onboarding',
    );
  });

  it.each([
    ['a temporary password', { mustChangePassword: true }],
    ['terms not accepted', { hasAcceptedTerms: false }],
  ])('sends %s to the consultant onboarding', (_label, flags) => {
    expect(consultantDashboardRedirect({ ...consultant, ...flags })).toEqual({ path: '/consultant-onboarding', termsUpdateRequired: false });
  });

  it('sends a dual-role user to the dual-role dashboard, without onboarding (admins are exempt)', () => {
    const dual = makeAdmin({ isConsultant: true, isDualRole: true, mustChangePassword: true, hasAcceptedTerms: false });
    expect(consultantDashboardRedirect(dual)?.path).toBe('/dual-role-dashboard');
  });
});
