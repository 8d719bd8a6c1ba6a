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

describe('consultant applications', () => {
  it('approves with the spec toast and removes the card', async () => {
    let pending = [application(1, 'Ann Lee'), application(2, 'Ben Ode')];
    const api = adminApi({
      'GET /api/admin/consultant-applications': () => json(200, { data: pending, total: pending.length, page: 1, pageSize: 20 }),
      'POST /api/admin/consultant-applications/1/approve': () => {
        pending = pending.filter((entry) => entry.id !== 1);
        return json(200, { id: 1, status: 'approved' });
      },
    });
    renderApp('/admin/consultant-applications');

    const card = (await screen.findByRole('heading', { name: 'Ann Lee' })).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Fenwick Advisory')).toBeInTheDocument();
    expect(within(card).getByText('Finance & Accounting')).toBeInTheDocument();
    // Issue 16 "Profiles that are not thin": what the applicant typed, each under its own label.
    const underLabel = (label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(underLabel('Profile summary')).toHaveTextContent('Finance director for charities.');
    expect(underLabel('Previous experience')).toHaveTextContent('Twelve years in the sector.');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Application Approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ann Lee' })).not.toBeInTheDocument());
    expect(api.calls).toContain('POST /api/admin/consultant-applications/1/approve');
  });

  it('says Approval Failed when the approve call fails', async () => {
    adminApi({
      'GET /api/admin/consultant-applications': () => json(200, { data: [application(1, 'Ann Lee')], total: 1, page: 1, pageSize: 20 }),
      'POST /api/admin/consultant-applications/1/approve': () => json(409, { statusCode: 409, message: 'Already handled' }),
    });
    renderApp('/admin/consultant-applications');

    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Approval Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to approve the consultant application. Please try again.')).toBeInTheDocument();
  });

  it('rejects with an optional reason, then says Application Rejected; a failure says Rejection Failed with the reason', async () => {
    let rejectStatus = 409;
    const api = adminApi({
      'GET /api/admin/consultant-applications': () => json(200, { data: [application(1, 'Ann Lee')], total: 1, page: 1, pageSize: 20 }),
      'POST /api/admin/consultant-applications/1/reject': () =>
        rejectStatus === 200 ? json(200, { id: 1, status: 'rejected' }) : json(rejectStatus, { statusCode: 409, message: 'Application is not pending' }),
    });
    renderApp('/admin/consultant-applications');

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    // The server keeps the reason for the team and the applicant's mail does not quote it: the label says so.
    await user.type(within(dialog).getByLabelText("Reason (optional, kept for the team's record, not sent to the applicant)"), 'Not enough charity experience');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejection Failed')).toBeInTheDocument();
    expect(screen.getByText('Application is not pending')).toBeInTheDocument();

    rejectStatus = 200;
    // The failure toast can show before the button leaves its loading state ('loading Reject'): wait for it.
    await user.click(await within(dialog).findByRole('button', { name: 'Reject' }, { timeout: 5_000 }));
    expect(await screen.findByText('Application Rejected')).toBeInTheDocument();
    expect(api.bodies['POST /api/admin/consultant-applications/1/reject']).toContainEqual({ reason: 'Not enough charity experience' });
  });

  it("shows 'No Pending Applications' when the list is empty", async () => {
    adminApi();
    renderApp('/admin/consultant-applications');

    expect(await screen.findByText('No Pending Applications')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    adminApi({ 'GET /api/admin/consultant-applications': () => json(500, { statusCode: 500, message: 'boom' }) });
    renderApp('/admin/consultant-applications');

    expect(await screen.findByText('Failed to load consultant applications. Please refresh the page.')).toBeInTheDocument();
  });
});
