import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationPage } from '@contracts';
import { json, makeUser, mockApi, notSignedIn } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

// Whole-app renders on a busy two-core machine.
jest.setTimeout(30_000);

const page = (unread: number): NotificationPage => ({
  data: [
    { id: 2, kind: 'projectMessage', title: 'New message from Sarah in "Budget review"', link: '/projects/4', createdAt: '2026-01-02T10:00:00Z', read: unread === 0 },
    { id: 1, kind: 'applicationApproved', title: 'Your consultant application was approved: welcome aboard', link: '/consultant-dashboard', createdAt: '2026-01-01T10:00:00Z', read: true },
  ],
  total: 2,
  unread,
  page: 1,
  pageSize: 20,
});

describe('notification bell (issue 16)', () => {
  it('shows the unread count, lists the notifications when opened and marks the new ones read', async () => {
    let unread = 1;
    const api = mockApi({
      'GET /api/auth/user': () => json(200, makeUser()),
      'GET /api/notifications': () => json(200, page(unread)),
      'POST /api/notifications/read': () => {
        unread = 0;
        return json(200, { unread: 0 });
      },
    });
    renderApp('/');
    const user = userEvent.setup();

    const bell = await screen.findByRole('button', { name: 'Notifications: 1 unread notification' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const link = within(panel).getByRole('link', { name: /New: New message from Sarah/ });
    expect(link).toHaveAttribute('href', '/projects/4');
    expect(within(panel).getByRole('link', { name: /application was approved/ })).toHaveAttribute('href', '/consultant-dashboard');
    expect(api.bodies['POST /api/notifications/read']).toEqual([{ ids: [2] }]);
    expect(await screen.findByRole('button', { name: 'Notifications: 0 unread notifications' })).toBeInTheDocument();

    // Escape closes the panel and gives focus back to the bell.
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('is not there for a visitor', async () => {
    const api = mockApi({ 'GET /api/auth/user': () => notSignedIn() });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(api.calls).not.toContain('GET /api/notifications');
  });
});
