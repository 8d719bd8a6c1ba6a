import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, application } from '@test/adminApi';
import { json } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

// Whole-app renders with antd: generous on a busy two-core machine.
jest.setTimeout(60_000);

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

describe('admin navigation bar', () => {
  it('shows the spec links and the pending-applications count on Applications', async () => {
    adminApi({
      'GET /api/admin/consultant-applications': () => json(200, { data: [application(1, 'Ann Lee')], total: 3, page: 1, pageSize: 20 }),
    });
    renderApp('/admin-dashboard');

    const nav = await screen.findByRole('navigation', { name: 'Admin' }, { timeout: 20_000 });
    const applications = within(nav).getByRole('link', { name: /Applications/ });
    await waitFor(() => expect(within(applications).getByText('3')).toBeInTheDocument());
    for (const label of ['Dashboard', 'Registrations', 'Add Consultant', 'Back to Main Site']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('shows no badge when nothing is pending', async () => {
    adminApi();
    renderApp('/admin-dashboard');

    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Applications' })).toBeInTheDocument();
  });

  it('logs out to /login even when the call fails', async () => {
    adminApi({ 'POST /api/auth/logout': () => json(500, { statusCode: 500, message: 'boom' }) });
    const app = renderApp('/admin-dashboard');

    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(app.location()).toBe('/login'));
  });
});
