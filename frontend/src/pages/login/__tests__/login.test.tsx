import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@contracts';
import { json, makeAdmin, makeUser, mockApi, notSignedIn, type MockHandler } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

// Several sign-in attempts typed into the fields: generous on a busy two-core machine.
jest.setTimeout(30_000);

type UserEventApi = ReturnType<typeof userEvent.setup>;

function loginAnswers(user: CurrentUser): MockHandler {
  return () => json(200, user);
}

const wrongPassword: MockHandler = () => json(401, { statusCode: 401, message: 'Invalid username or password' });

async function signIn(user: UserEventApi, username = 'jane', password = 'secret-pass') {
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

function toast() {
  return screen.getByTestId('toast');
}

describe('login page', () => {
  it('has labelled fields and the links the spec asks for', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Member Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Need help?' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('explains short values before calling the server', async () => {
    const api = mockApi({ 'GET /api/auth/user': notSignedIn });
    renderApp('/login');
    const user = userEvent.setup();

    await signIn(user, 'ab', '12345');

    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/auth/login');
  });

  it('signs a charity in, says welcome and opens the charity dashboard', async () => {
    const api = mockApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/auth/login': loginAnswers(makeUser()) });
    const app = renderApp('/login');
    const user = userEvent.setup();

    await signIn(user, 'jane', 'secret-pass');

    await waitFor(() => expect(app.location()).toBe('/charity-dashboard'));
    expect(api.bodies['POST /api/auth/login']).toEqual([{ username: 'jane', password: 'secret-pass' }]);
    expect(toast()).toHaveTextContent('Login successful');
    expect(toast()).toHaveTextContent('Welcome back to CharityBridge!');
    // The login answer becomes the current user at once: the header greets without another check.
    expect(await screen.findByRole('button', { name: /Welcome back, Jane/ })).toBeInTheDocument();
    expect(api.calls.filter((call) => call === 'GET /api/auth/user')).toHaveLength(1);
  });

  it.each([
    ['an admin', '/admin-dashboard', makeAdmin()],
    ['a consultant', '/consultant-dashboard', makeUser({ role: 'consultant', isConsultant: true })],
    ['a dual-role user', '/dual-role-dashboard', makeAdmin({ isConsultant: true, isDualRole: true })],
    [
      'a consultant with a temporary password',
      '/consultant-onboarding',
      makeUser({ role: 'consultant', isConsultant: true, mustChangePassword: true }),
    ],
  ])('sends %s to %s', async (_label, expectedPath, signedInUser) => {
    mockApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/auth/login': loginAnswers(signedInUser) });
    const app = renderApp('/login');

    await signIn(userEvent.setup());

    await waitFor(() => expect(app.location()).toBe(expectedPath));
  });

  it('returns to a relative redirect target', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/auth/login': loginAnswers(makeUser()) });
    const app = renderApp(`/login?redirect=${encodeURIComponent('/consultants?search=finance')}`);

    await signIn(userEvent.setup());

    await waitFor(() => expect(app.location()).toBe('/consultants?search=finance'));
  });

  it('keeps the redirect on the Sign up link, so registering ends where the visitor was going (issue 16)', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    const app = renderApp(`/login?redirect=${encodeURIComponent('/project-request?type=oneoff')}`);

    await userEvent.setup().click(await screen.findByRole('link', { name: 'Sign up' }));

    await waitFor(() => expect(app.location()).toBe(`/register?redirect=${encodeURIComponent('/project-request?type=oneoff')}`));
  });

  it('sends someone already signed in to their dashboard', async () => {
    mockApi({ 'GET /api/auth/user': loginAnswers(makeUser({ role: 'consultant', isConsultant: true })) });
    const app = renderApp('/login');

    await waitFor(() => expect(app.location()).toBe('/consultant-dashboard'));
  });

  it('ignores a redirect to another site', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/auth/login': loginAnswers(makeUser()) });
    const app = renderApp(`/login?redirect=${encodeURIComponent('//evil.example/phish')}`);

    await signIn(userEvent.setup());

    await waitFor(() => expect(app.location()).toBe('/charity-dashboard'));
  });

  it('sends a consultant with updated terms to onboarding and keeps where they were going', async () => {
    const consultant = makeUser({ role: 'consultant', isConsultant: true, needsTermsUpdate: true });
    mockApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/auth/login': loginAnswers(consultant) });
    const app = renderApp(`/login?redirect=${encodeURIComponent('/projects/12')}`);

    await signIn(userEvent.setup());

    await waitFor(() => expect(app.location()).toBe('/consultant-onboarding'));
    expect(toast()).toHaveTextContent('Terms Update Required');
    expect(sessionStorage.getItem('onboardingRedirect')).toBe('/projects/12');
  });

  it('shows one message per failure, clears the password and puts the cursor back in it', async () => {
    const api = mockApi({
      'GET /api/auth/user': notSignedIn,
      'POST /api/auth/login': wrongPassword,
      'GET /api/auth/login-policy': () => json(200, { maxFailedAttempts: 5, lockoutMinutes: 9 }),
    });
    renderApp('/login');
    const user = userEvent.setup();
    const password = () => screen.getByLabelText('Password');
    const retry = async (attempt: number) => {
      await user.type(password(), `wrong-pass-${attempt}`);
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
    };

    await signIn(user, 'jane', 'wrong-pass-1');
    let alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Invalid username or password');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    await waitFor(() => expect(password()).toHaveFocus());
    expect(password()).toHaveValue('');
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();

    // Second failure: the warning carries the server's own figures, not a hard-coded 15.
    await retry(2);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Invalid username or password. After 5 failed attempts in a row the account is locked for 9 minutes.',
      ),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveClass('plain-alert--warning');

    await retry(3);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Multiple failed attempts'));
    alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Please check your credentials carefully. Account may be locked after more failed attempts. After 5 failed attempts in a row the account is locked for 9 minutes.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(password()).toHaveValue('');
    await waitFor(() => expect(password()).toHaveFocus());
    expect(api.bodies['POST /api/auth/login']).toHaveLength(3);
    expect(api.calls.filter((call) => call === 'GET /api/auth/login-policy')).toHaveLength(1);
  });

  it('does not count a busy server as a wrong password', async () => {
    mockApi({
      'GET /api/auth/user': notSignedIn,
      'POST /api/auth/login': () => json(503, { statusCode: 503, message: 'Service temporarily unavailable. Please try again shortly.' }),
    });
    renderApp('/login');
    const user = userEvent.setup();

    await signIn(user, 'jane', 'right-pass');
    await user.type(screen.getByLabelText('Password'), 'right-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Service temporarily unavailable. Please try again shortly.'));
    expect(alert).toHaveClass('plain-alert--error');
    expect(screen.queryByText('Multiple failed attempts')).not.toBeInTheDocument();
  });

  describe('when the server locks the account', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('disables the form for the minutes the server returned', async () => {
      mockApi({
        'GET /api/auth/user': notSignedIn,
        'POST /api/auth/login': () =>
          json(429, {
            statusCode: 429,
            message: 'Too many failed attempts. Please try again in 7 minutes.',
            lockoutRemaining: 7,
          }),
      });
      renderApp('/login');
      // No typing delays: with fake timers they would run antd's deferred field updates outside act().
      const user = userEvent.setup({ delay: null });

      await signIn(user, 'jane', 'whatever-pass');

      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent('Account temporarily locked');
      expect(within(notice).getByText('Too many failed attempts. Please try again in 7 minutes.')).toBeInTheDocument();
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Username')).toBeDisabled();
      expect(screen.getByLabelText('Password')).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();

      act(() => jest.advanceTimersByTime(6 * 60_000));
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();

      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      expect(screen.getByLabelText('Username')).toBeEnabled();
      expect(screen.queryByText('Account temporarily locked', { selector: '.ant-alert *' })).not.toBeInTheDocument();
    });
  });
});
