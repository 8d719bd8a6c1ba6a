import { screen, waitFor, within } from '@testing-library/react';
import { adminApi } from '@test/adminApi';
import { json, makeAdmin, mockApi, notSignedIn } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

// Whole-app renders with antd: generous on a busy two-core machine.
jest.setTimeout(60_000);

describe('registrations (/admin/signups)', () => {
  it("shows 'Authentication Required' with Go to Login to a visitor", async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    renderApp('/admin/signups');

    // The first admin chunk of a test file takes a while to transform on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Authentication Required' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login?redirect=%2Fadmin%2Fsignups');
  });

  it('sends a dual-role user to the dual-role dashboard', async () => {
    mockApi({ 'GET /api/auth/user': () => json(200, makeAdmin({ isConsultant: true, isDualRole: true })) });
    const app = renderApp('/admin/signups');

    await waitFor(() => expect(app.location()).toBe('/dual-role-dashboard'));
  });

  it('lists registered consultants with their badges', async () => {
    adminApi({
      'GET /api/admin/registered-consultants': () =>
        json(200, {
          data: [{ id: 5, name: 'Cara Fox', email: 'cara@example.org', username: 'cara', organisation: null, isApproved: true, mustChangePassword: true, hasAcceptedTerms: false, createdAt: '2026-02-01T09:00:00Z' }],
          total: 1,
          page: 1,
          pageSize: 50,
        }),
    });
    renderApp('/admin/signups');

    const row = (await screen.findByText('Cara Fox')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(within(row).getByText('Needs Password Change')).toBeInTheDocument();
    expect(within(row).getByText('Ready for Onboarding')).toBeInTheDocument();
  });
});

describe('registrations failures (/admin/signups, spec 001 §8)', () => {
  it.each([
    // (A 401 ends the session for the whole app, which then asks the visitor to sign in.)
    [403, 'Authentication required to view consultant registrations'],
    [500, 'Error Loading Data'],
    [503, 'Error Loading Data'],
  ])('a %d on the registrations call reads %s, with Retry', async (status, title) => {
    adminApi({ 'GET /api/admin/registered-consultants': () => json(status, { statusCode: status, message: 'Refused' }) });
    renderApp('/admin/signups');

    const alert = (await screen.findByText(title, undefined, { timeout: 20_000 })).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const other = title === 'Error Loading Data' ? 'Authentication required to view consultant registrations' : 'Error Loading Data';
    expect(screen.queryByText(other)).not.toBeInTheDocument();
  });
});
