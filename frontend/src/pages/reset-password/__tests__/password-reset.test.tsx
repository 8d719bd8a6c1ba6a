import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, notSignedIn } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

// The first test also pays for transforming antd.
jest.setTimeout(20_000);

const toast = () => screen.getByTestId('toast');
const RESET_PATH = '/reset-password?token=abc123&email=jane%40example.org';

describe('forgot password page', () => {
  it('asks for a valid email before calling the server', async () => {
    const api = mockApi({ 'GET /api/auth/user': notSignedIn });
    renderApp('/forgot-password');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/auth/forgot-password');
  });

  it('says the same thing whether or not the account exists, and lets the user try again', async () => {
    const api = mockApi({
      'GET /api/auth/user': notSignedIn,
      'POST /api/auth/forgot-password': () => json(200, { message: 'whatever the server says' }),
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email address'), '  jane@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));

    expect(await screen.findByText('Check your email for password reset instructions.')).toBeInTheDocument();
    expect(screen.getByText(/check your spam or junk folder, or try again/)).toBeInTheDocument();
    expect(api.bodies['POST /api/auth/forgot-password']).toEqual([{ email: 'jane@example.org' }]);
    expect(toast()).toHaveTextContent('Reset email sent');
    expect(toast()).toHaveTextContent("If we find an account with that email address, we'll send password reset instructions.");

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
  });

  it.each([
    ['the server message', json(429, { statusCode: 429, message: 'Too many requests. Please wait a moment and try again.' }), 'Too many requests. Please wait a moment and try again.'],
    ['the fallback', new Response('', { status: 502 }), 'Unable to process your request. Please try again later.'],
  ])('reports a failure with %s', async (_label, response, description) => {
    mockApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/auth/forgot-password': () => response });
    renderApp('/forgot-password');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email address'), 'jane@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));

    await waitFor(() => expect(toast()).toHaveTextContent('Request failed'));
    expect(toast()).toHaveTextContent(description);
    expect(screen.queryByText('Check your email for password reset instructions.')).not.toBeInTheDocument();
  });
});

describe('reset password page', () => {
  it.each([
    ['no token', '/reset-password?email=jane%40example.org'],
    ['no email', '/reset-password?token=abc123'],
    ['nothing', '/reset-password'],
  ])('refuses a link with %s and offers a new one', async (_label, path) => {
    const api = mockApi({ 'GET /api/auth/user': notSignedIn });
    const app = renderApp(path);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    // The toast comes from the page's first effect, a render after the heading.
    expect(await screen.findByTestId('toast')).toHaveTextContent('Invalid reset link');
    expect(toast()).toHaveTextContent('This password reset link is invalid or has expired.');

    await user.click(screen.getByRole('button', { name: 'Request a new reset link' }));
    await waitFor(() => expect(app.location()).toBe('/forgot-password'));
    expect(api.calls).not.toContain('POST /api/auth/reset-password');
  });

  it('checks the length and the confirmation before calling the server', async () => {
    const api = mockApi({ 'GET /api/auth/user': notSignedIn });
    renderApp(RESET_PATH);
    const user = userEvent.setup();
    const password = await screen.findByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    const submit = () => user.click(screen.getByRole('button', { name: 'Reset password' }));

    await user.type(password, 'short');
    await user.type(confirm, 'short');
    await submit();
    expect(await screen.findAllByText('Password must be at least 8 characters')).toHaveLength(2);

    await user.clear(password);
    await user.click(password);
    await user.paste('x'.repeat(101));
    expect(await screen.findByText('Password must not exceed 100 characters')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'long-enough-1');
    await user.clear(confirm);
    await user.type(confirm, 'long-enough-2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await submit();

    expect(api.calls).not.toContain('POST /api/auth/reset-password');
  });

  it('resets, says so, and opens the login page after 3 seconds', async () => {
    const api = mockApi({
      'GET /api/auth/user': notSignedIn,
      'POST /api/auth/reset-password': () => json(200, { message: 'ok' }),
    });
    const app = renderApp(RESET_PATH);
    const user = userEvent.setup();

    expect(await screen.findByText('jane@example.org')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Password Reset Successful' })).toBeInTheDocument();
    expect(api.bodies['POST /api/auth/reset-password']).toEqual([
      { token: 'abc123', email: 'jane@example.org', password: 'brand-new-pass' },
    ]);
    expect(toast()).toHaveTextContent('Password reset successful');
    expect(toast()).toHaveTextContent('Your password has been updated. Please log in with your new password.');
    expect(app.location()).toBe(RESET_PATH);

    await waitFor(() => expect(app.location()).toBe('/login'), { timeout: 4500 });
  });

  it('goes to login at once from the button', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/auth/reset-password': () => json(200, { message: 'ok' }) });
    const app = renderApp(RESET_PATH);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await user.click(await screen.findByRole('button', { name: 'Go to Login' }));

    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  it('shows why a reset failed and how to get a new link', async () => {
    mockApi({
      'GET /api/auth/user': notSignedIn,
      'POST /api/auth/reset-password': () =>
        json(400, { statusCode: 400, message: 'This password reset link is invalid or has expired.' }),
    });
    renderApp(RESET_PATH);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(within(alert).getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
    expect(toast()).toHaveTextContent('Reset failed');
    expect(toast()).toHaveTextContent('This password reset link is invalid or has expired.');
  });

  it('falls back to a general reason when the server gives none', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/auth/reset-password': () => new Response('', { status: 500 }) });
    renderApp(RESET_PATH);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(toast()).toHaveTextContent('Reset failed'));
    expect(toast()).toHaveTextContent('Unable to reset your password. The link may have expired.');
  });
});
