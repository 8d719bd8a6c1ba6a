import { screen, waitFor, within } from '@testing-library/react';
import { adminApi } from '@test/adminApi';
import { json, makeUser, mockApi } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

// Whole-app renders with antd: generous on a busy two-core machine.
jest.setTimeout(60_000);

describe('form submissions', () => {
  it('lists submissions with badge, mailto and en-GB time', async () => {
    adminApi({
      'GET /api/admin/form-submissions': () =>
        json(200, {
          submissions: [
            {
              id: 4,
              formType: 'get_matched',
              enquirerName: 'Sara Holt',
              enquirerEmail: 'sara@riverside.org',
              charityName: 'Riverside Trust',
              consultantName: null,
              messageContent: 'We need help with our finance systems.',
              submittedAt: '2026-03-04T14:05:00Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
    });
    renderApp('/admin/form-submissions');

    const item = await screen.findByRole('article', { name: 'Sara Holt, Riverside Trust' });
    expect(within(item).getByText('Get Matched')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'sara@riverside.org' })).toHaveAttribute('href', 'mailto:sara@riverside.org');
    expect(within(item).getByText(new Date('2026-03-04T14:05:00Z').toLocaleString('en-GB'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/dual-role-dashboard');
  });

  it("says 'No submissions yet' when there are none", async () => {
    adminApi();
    renderApp('/admin/form-submissions');

    expect(await screen.findByText('No submissions yet')).toBeInTheDocument();
  });

  it('sends a non-admin to /', async () => {
    const api = mockApi({ 'GET /api/auth/user': () => json(200, makeUser()) });
    const app = renderApp('/admin/form-submissions');

    await waitFor(() => expect(app.location()).toBe('/'));
    expect(api.calls).not.toContain('GET /api/admin/form-submissions');
  });
});
