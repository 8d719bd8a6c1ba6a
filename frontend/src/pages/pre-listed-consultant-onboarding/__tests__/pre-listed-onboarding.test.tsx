import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@contracts';
import { json, makeUser, mockApi, notSignedIn, type MockApi } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

// The first test also pays for transforming antd.
jest.setTimeout(20_000);

const PATH = '/pre-listed-consultant-onboarding';
const toast = () => screen.getByTestId('toast');

function preListed(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeUser({
    name: 'Priya Shah',
    username: 'priya.shah',
    role: 'consultant',
    isConsultant: true,
    mustChangePassword: true,
    hasAcceptedTerms: false,
    ...overrides,
  });
}

function server(initial: CurrentUser): MockApi {
  let current = initial;
  return mockApi({
    'GET /api/auth/user': () => json(200, current),
    'POST /api/auth/accept-terms': () => {
      current = { ...current, hasAcceptedTerms: true };
      return json(200, current);
    },
    'POST /api/auth/change-password': () => {
      current = { ...current, mustChangePassword: false };
      return json(200, current);
    },
  });
}

describe('pre-listed consultant onboarding', () => {
  it('asks a visitor to log in', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    const app = renderApp(PATH);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Authentication Required' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Login' }));

    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  it.each([
    ['a charity', makeUser(), '/charity-dashboard'],
    ['a consultant without a temporary password', preListed({ mustChangePassword: false }), '/consultant-dashboard'],
    ['a consultant who accepted the terms', preListed({ hasAcceptedTerms: true }), '/consultant-dashboard'],
  ])('sends %s on to /dashboard', async (_label, signedIn, dashboard) => {
    mockApi({ 'GET /api/auth/user': () => json(200, signedIn) });
    const app = renderApp(PATH);

    // /dashboard itself forwards to the user's own dashboard.
    await waitFor(() => expect(app.location()).toBe(dashboard));
  });

  it('takes the terms, then a new password, then opens the dashboard after 1.5 s', async () => {
    const api = server(preListed());
    const app = renderApp(PATH);
    const user = userEvent.setup();

    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Terms and Conditions/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Terms Required'));
    expect(api.calls).not.toContain('POST /api/auth/accept-terms');

    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));

    // Accepting the terms does not bounce the consultant to /dashboard half-way.
    expect(await screen.findByRole('heading', { level: 2, name: 'Set your password' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(api.bodies['POST /api/auth/accept-terms']).toEqual([{ acceptTerms: true }]);

    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm password');
    await user.type(password, 'lowercase-only');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
    expect(screen.getByText('Password must contain at least one number')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'Own-Passw0rd!');
    await user.type(confirm, 'Own-Passw0rd?');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await user.clear(confirm);
    await user.type(confirm, 'Own-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText('Your password is set. Taking you to your dashboard…')).toBeInTheDocument();
    expect(api.bodies['POST /api/auth/change-password']).toEqual([{ newPassword: 'Own-Passw0rd!' }]);
    expect(app.location()).toBe(PATH);
    await waitFor(() => expect(app.location()).toBe('/consultant-dashboard'), { timeout: 3000 });
  });

  it('reports failures with their own titles', async () => {
    let termsFail = true;
    const api = server(preListed());
    api.on('POST /api/auth/accept-terms', () =>
      termsFail ? json(500, { statusCode: 500, message: 'Something went wrong. Please try again later.' }) : json(200, preListed({ hasAcceptedTerms: true })),
    );
    api.on('POST /api/auth/change-password', () =>
      json(400, { statusCode: 400, message: 'New password must be different from your current password' }),
    );
    renderApp(PATH);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Failed to accept terms'));

    termsFail = false;
    await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    await user.type(await screen.findByLabelText('New password'), 'Own-Passw0rd!');
    await user.type(screen.getByLabelText('Confirm password'), 'Own-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    await waitFor(() => expect(toast()).toHaveTextContent('Failed to change password'));
    expect(toast()).toHaveTextContent('New password must be different from your current password');
    expect(screen.getByRole('heading', { level: 2, name: 'Set your password' })).toBeInTheDocument();
  });
});
