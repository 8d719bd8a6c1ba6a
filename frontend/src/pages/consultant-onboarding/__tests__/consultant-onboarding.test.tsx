import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@contracts';
import { json, makeAdmin, makeUser, mockApi, type MockApi } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

// The first test also pays for transforming antd.
jest.setTimeout(20_000);

type UserEventApi = ReturnType<typeof userEvent.setup>;

const toast = () => screen.getByTestId('toast');

function consultant(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeUser({ name: 'Sam Patel', username: 'sam.patel', role: 'consultant', isConsultant: true, ...overrides });
}

/** A server whose current user changes the way the real one's does when a step succeeds. */
function onboardingServer(initial: CurrentUser): MockApi {
  let current = initial;
  return mockApi({
    'GET /api/auth/user': () => json(200, current),
    'POST /api/auth/accept-terms': () => {
      current = { ...current, hasAcceptedTerms: true, needsTermsUpdate: false };
      return json(200, current);
    },
    'POST /api/auth/change-password': () => {
      current = { ...current, mustChangePassword: false };
      return json(200, current);
    },
  });
}

async function acceptTerms(user: UserEventApi) {
  await user.click(await screen.findByRole('checkbox', { name: 'I have read and accept the terms and conditions' }));
  await user.click(screen.getByRole('checkbox', { name: /I consent to CharityBridge processing my personal data/ }));
  await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
}

async function changePassword(user: UserEventApi, current = 'Temp-Passw0rd1', next = 'My-New-Passw0rd!') {
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), next);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('consultant onboarding', () => {
  it('takes a consultant with a temporary password through terms, then password, then the dashboard', async () => {
    const api = onboardingServer(consultant({ mustChangePassword: true, hasAcceptedTerms: false }));
    const app = renderApp('/consultant-onboarding');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Consultant Onboarding' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Terms and Conditions/ })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('link', { name: /Open the terms and conditions in a new tab/ })).toHaveAttribute('href', '/terms');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await acceptTerms(user);

    expect(await screen.findByRole('heading', { level: 2, name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(api.bodies['POST /api/auth/accept-terms']).toEqual([
      { acceptTerms: true, acceptDataProcessing: true, userAgent: navigator.userAgent },
    ]);
    expect(toast()).toHaveTextContent('Terms accepted');

    await changePassword(user);

    await waitFor(() => expect(app.location()).toBe('/consultant-dashboard'));
    expect(api.bodies['POST /api/auth/change-password']).toEqual([
      { currentPassword: 'Temp-Passw0rd1', newPassword: 'My-New-Passw0rd!' },
    ]);
    expect(toast()).toHaveTextContent('Password updated');
  });

  it('needs both boxes ticked', async () => {
    const api = onboardingServer(consultant({ mustChangePassword: true, hasAcceptedTerms: false }));
    renderApp('/consultant-onboarding');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));

    expect(await screen.findByText('You must accept the terms and conditions to proceed')).toBeInTheDocument();
    expect(screen.getByText('You must consent to data processing to proceed')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/auth/accept-terms');
  });

  it('explains every unmet password rule and the confirmation before calling the server', async () => {
    const api = onboardingServer(consultant({ mustChangePassword: true, hasAcceptedTerms: true }));
    renderApp('/consultant-onboarding');
    const user = userEvent.setup();

    // Terms already accepted: the password is the only step.
    expect(await screen.findByRole('heading', { level: 2, name: 'Change your password' })).toBeInTheDocument();
    expect(screen.queryByText(/Step \d of/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'abc');
    expect(await screen.findByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must contain at least one number')).toBeInTheDocument();
    expect(screen.getByText('Password must contain at least one special character')).toBeInTheDocument();
    expect(screen.queryByText('Password must contain at least one lowercase letter')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'ABCDEFG1!');
    expect(await screen.findByText('Password must contain at least one lowercase letter')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Confirm new password'), 'something-else');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/auth/change-password');
  });

  it('shows the server’s reason when the current password is wrong, and stays on the step', async () => {
    mockApi({
      'GET /api/auth/user': () => json(200, consultant({ mustChangePassword: true })),
      'POST /api/auth/change-password': () =>
        json(400, {
          statusCode: 400,
          message: 'Current password is incorrect',
          errors: { currentPassword: 'Current password is incorrect' },
        }),
    });
    const app = renderApp('/consultant-onboarding');
    const user = userEvent.setup();

    await changePassword(user, 'not-the-temp-one');

    await waitFor(() =>
      expect(toast()).toHaveTextContent('Failed to update password. Please check your current password and try again.'),
    );
    expect(toast()).toHaveTextContent('Current password is incorrect');
    // In the toast and next to the field.
    await waitFor(() => expect(screen.getAllByText('Current password is incorrect')).toHaveLength(2));
    expect(app.location()).toBe('/consultant-onboarding');
  });

  it('reports a terms failure', async () => {
    mockApi({
      'GET /api/auth/user': () => json(200, consultant({ hasAcceptedTerms: false })),
      'POST /api/auth/accept-terms': () => json(500, { statusCode: 500, message: 'Something went wrong. Please try again later.' }),
    });
    renderApp('/consultant-onboarding');
    const user = userEvent.setup();

    await acceptTerms(user);

    await waitFor(() => expect(toast()).toHaveTextContent('Failed to save terms acceptance. Please try again.'));
    expect(screen.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeInTheDocument();
  });

  it('shows only the terms when updated terms are needed, then returns to the stored target', async () => {
    sessionStorage.setItem('onboardingRedirect', '/projects/12');
    const api = onboardingServer(consultant({ hasAcceptedTerms: true, needsTermsUpdate: true }));
    const app = renderApp('/consultant-onboarding');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Updated Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Review the updated terms' })).toBeInTheDocument();
    expect(screen.queryByText(/Step \d of/)).not.toBeInTheDocument();

    await acceptTerms(user);

    await waitFor(() => expect(app.location()).toBe('/projects/12'));
    expect(sessionStorage.getItem('onboardingRedirect')).toBeNull();
    expect(api.calls).not.toContain('POST /api/auth/change-password');
  });

  it('asks an applicant who chose their own password for the terms only', async () => {
    onboardingServer(consultant({ hasAcceptedTerms: false, mustChangePassword: false }));
    const app = renderApp('/consultant-onboarding');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.queryByText(/Step \d of/)).not.toBeInTheDocument();
    await acceptTerms(user);

    await waitFor(() => expect(app.location()).toBe('/consultant-dashboard'));
  });

  it.each([
    ['another site', '//evil.example/phish'],
    ['an absolute URL', 'https://evil.example/'],
    ['the onboarding page itself', '/consultant-onboarding'],
  ])('ignores a stored target pointing to %s', async (_label, stored) => {
    sessionStorage.setItem('onboardingRedirect', stored);
    onboardingServer(consultant({ hasAcceptedTerms: false }));
    const app = renderApp('/consultant-onboarding');

    await acceptTerms(userEvent.setup());

    await waitFor(() => expect(app.location()).toBe('/consultant-dashboard'));
    expect(sessionStorage.getItem('onboardingRedirect')).toBeNull();
  });

  it('ends on the dual-role dashboard for an admin who is also a consultant', async () => {
    onboardingServer(makeAdmin({ isConsultant: true, isDualRole: true, hasAcceptedTerms: false }));
    const app = renderApp('/consultant-onboarding');

    await acceptTerms(userEvent.setup());

    await waitFor(() => expect(app.location()).toBe('/dual-role-dashboard'));
  });

  it('sends a consultant with nothing left to do straight on', async () => {
    sessionStorage.setItem('onboardingRedirect', '/consultants?search=finance');
    onboardingServer(consultant());
    const app = renderApp('/consultant-onboarding');

    await waitFor(() => expect(app.location()).toBe('/consultants?search=finance'));
  });

  it('is for consultants only', async () => {
    mockApi({ 'GET /api/auth/user': () => json(200, makeUser()) });
    renderApp('/consultant-onboarding');

    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });

  it('is where /consultant-setup leads', async () => {
    onboardingServer(consultant({ hasAcceptedTerms: false }));
    const app = renderApp('/consultant-setup');

    await waitFor(() => expect(app.location()).toBe('/consultant-onboarding'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultant Onboarding' })).toBeInTheDocument();
  });
});
