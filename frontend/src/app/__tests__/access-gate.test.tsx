import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AccessLevel } from '@contracts';
import { json, makeAdmin, makeUser, mockApi, notSignedIn } from '@test/mockApi';
import { AppProviders } from '../providers/AppProviders';
import { RequireAccess } from '../routes/RequireAccess';
import { createAppStore } from '../store';

function renderGated(level: AccessLevel, deniedMessage?: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/members-only',
        element: (
          <RequireAccess level={level} deniedMessage={deniedMessage}>
            <p>Members-only content</p>
          </RequireAccess>
        ),
      },
      { path: '/login', element: <p>Login screen</p> },
    ],
    { initialEntries: ['/members-only?tab=2'] },
  );
  render(
    <AppProviders store={createAppStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('sign-in gate', () => {
  it('shows a spinner while the current user loads', () => {
    window.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
    renderGated('signedIn');

    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(screen.queryByText('Members-only content')).not.toBeInTheDocument();
  });

  it('sends a visitor to login with the page they were on', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    const router = renderGated('signedIn');

    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/members-only?tab=2')}`);
  });

  it('lets the right role in', async () => {
    mockApi({ 'GET /api/auth/user': () => json(200, makeAdmin()) });
    renderGated('admin');

    expect(await screen.findByText('Members-only content')).toBeInTheDocument();
  });

  it('tells a signed-in user with the wrong role that access is denied', async () => {
    mockApi({ 'GET /api/auth/user': () => json(200, makeUser()) });
    renderGated('admin');

    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText('This page is only available to administrators.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/charity-dashboard');
    expect(screen.queryByText('Members-only content')).not.toBeInTheDocument();
  });

  it('uses the route’s own denial text when it has one', async () => {
    mockApi({ 'GET /api/auth/user': () => json(200, makeUser()) });
    renderGated('consultant', 'Access Denied: This page is only accessible to consultants.');

    expect(await screen.findByText('Access Denied: This page is only accessible to consultants.')).toBeInTheDocument();
  });
});
