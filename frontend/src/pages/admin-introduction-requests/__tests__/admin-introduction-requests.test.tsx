import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi } from '@test/adminApi';
import { json } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

// Whole-app renders with antd: generous on a busy two-core machine.
jest.setTimeout(60_000);

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

/** One row of the admin list as the server answers it; a test names what it cares about. */
const requestRow = (fields: { id: number; charityName: string; projectDescription?: string; consultantId?: number | null }) => ({
  contactName: 'Robin Hartley',
  email: 'robin@example.org',
  phone: null,
  projectDescription: 'A finance review.',
  expertiseNeeded: 'finance',
  timeline: 'within_month',
  consultantId: null,
  status: 'pending',
  declineReason: null,
  statusNote: null,
  statusChangedAt: null,
  createdAt: '2026-02-01T09:00:00Z',
  overdue: false,
  ...fields,
});

describe('introduction requests', () => {
  it("asks for a decline reason, and a note for 'Other', in the server's words", async () => {
    const api = adminApi({
      'GET /api/admin/introduction-requests': () =>
        json(200, {
          data: [
            requestRow({ id: 8, charityName: 'Riverside Food Bank', projectDescription: 'A finance review before our audit.', consultantId: 3 }),
          ],
          total: 1,
          page: 1,
          pageSize: 50,
        }),
      'PATCH /api/admin/introduction-requests/8': () => json(200, {}),
    });
    renderApp('/admin/introduction-requests');

    await user.click(await screen.findByRole('button', { name: 'Decline' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Please choose a reason for declining')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Please add a note explaining the reason')).toBeInTheDocument();
    expect(api.calls).not.toContain('PATCH /api/admin/introduction-requests/8');
  });

  it('pages by cursor, Older and back to Newest, and says a capped total is a lower bound', async () => {
    const row = (id: number) => requestRow({ id, charityName: `Charity ${id}` });
    const asked: string[] = [];
    adminApi({
      'GET /api/admin/introduction-requests': (request) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        asked.push(cursor ?? 'first');
        return cursor === 'b2xkZXI'
          ? json(200, { data: [row(7)], total: 10000, totalCapped: true, page: null, pageSize: 50, nextCursor: null, previousCursor: 'bmV3ZXI' })
          : json(200, { data: [row(8)], total: 10000, totalCapped: true, page: 1, pageSize: 50, nextCursor: 'b2xkZXI', previousCursor: null });
      },
    });
    renderApp('/admin/introduction-requests');

    expect(await screen.findByText('Charity 8', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('More than 10,000 in total')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Older page' }));
    expect(await screen.findByText('Charity 7')).toBeInTheDocument();
    expect(asked).toContain('b2xkZXI');
    expect(screen.queryByText(/^Page \d/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Newest page' }));
    expect(await screen.findByText('Charity 8')).toBeInTheDocument();
  });
});
