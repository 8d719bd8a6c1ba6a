import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CharityProfileSummary, MemberProjectSummary, ProjectStatus } from '@contracts';
import { json, makeUser, mockApi, notSignedIn } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

// Whole-app renders with antd forms: generous on a busy two-core machine.
jest.setTimeout(30_000);

function project(id: number, status: ProjectStatus, overrides: Partial<MemberProjectSummary> = {}): MemberProjectSummary {
  return {
    id,
    title: `Project ${id}`,
    description: `What project ${id} is about.`,
    status,
    createdAt: '2025-02-10T12:00:00.000Z',
    startDate: null,
    endDate: null,
    expertiseRequired: [],
    otherParty: null,
    unreadMessages: 0,
    ...overrides,
  };
}

function profile(overrides: Partial<CharityProfileSummary> = {}): CharityProfileSummary {
  return { membershipTier: 'small', membershipActive: false, membershipExpiry: null, pendingMembershipRequest: null, ...overrides };
}

const charity = makeUser({
  name: 'Priya Shah',
  charityProfile: profile({ membershipTier: 'medium', membershipActive: true, membershipExpiry: '2026-01-31' }),
});

const PROJECTS = [
  project(1, 'pending', { title: 'Board governance review' }),
  project(2, 'matching', { title: 'Fundraising strategy' }),
  project(3, 'in_progress', {
    title: 'Finance systems',
    startDate: '2025-03-01',
    endDate: '2025-06-30',
    expertiseRequired: ['finance', 'technology'],
    otherParty: { role: 'consultant', name: 'Sarah' },
    unreadMessages: 2,
  }),
  project(4, 'completed', { title: 'Annual accounts' }),
  project(5, 'cancelled', { title: 'Cancelled idea' }),
];

function stat(label: string) {
  return within(screen.getByRole('group', { name: label }));
}

describe('charity dashboard', () => {
  it('sends a visitor to login and back', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    const app = renderApp('/charity-dashboard');

    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fcharity-dashboard'));
  });

  it('sends a signed-in user without the charity role to login too (spec 000 "Charity dashboard")', async () => {
    const api = mockApi({ 'GET /api/auth/user': () => json(200, makeUser({ role: 'consultant', isConsultant: true })) });
    const app = renderApp('/charity-dashboard');

    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fcharity-dashboard'));
    expect(api.calls).not.toContain('GET /api/projects');
  });

  it('welcomes the charity, counts its projects and shows the membership status', async () => {
    mockApi({ 'GET /api/auth/user': () => json(200, charity), 'GET /api/projects': () => json(200, PROJECTS) });
    renderApp('/charity-dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Priya' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Total Projects' });
    expect(stat('Total Projects').getByText('5')).toBeInTheDocument();
    expect(stat('Pending').getByText('1')).toBeInTheDocument();
    expect(stat('Active').getByText('2')).toBeInTheDocument();
    expect(stat('Completed').getByText('1')).toBeInTheDocument();
    expect(stat('Cancelled').getByText('1')).toBeInTheDocument();

    const membership = screen.getByRole('heading', { name: 'Membership Status' }).closest('.ant-card') as HTMLElement;
    expect(within(membership).getByText('Medium Organization')).toBeInTheDocument();
    expect(within(membership).getByText('Active')).toBeInTheDocument();
    expect(within(membership).getByText('Jan 31, 2026')).toBeInTheDocument();
    // D9 and contracts/membership.ts: the medium tier's price and discount.
    expect(within(membership).getByText('£249 per month')).toBeInTheDocument();
    expect(within(membership).getByText('10% on consultant rates')).toBeInTheDocument();
    expect(within(membership).getByRole('button', { name: 'Manage Membership' })).toBeInTheDocument();
    expect(within(membership).getByRole('button', { name: 'Renew Early' })).toBeInTheDocument();
    expect(within(membership).queryByRole('button', { name: 'Activate Membership' })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'New Project Request' })).toHaveAttribute('href', '/project-request');
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/account-settings');
  });

  it('sends an activation request for an inactive membership and shows it pending (D9)', async () => {
    const api = mockApi({
      'GET /api/auth/user': () => json(200, makeUser({ charityProfile: profile({ membershipTier: 'large' }) })),
      'GET /api/projects': () => json(200, []),
      'POST /api/membership/requests': () => json(201, { id: 1, type: 'activate', status: 'pending', createdAt: '2026-01-02T10:00:00.000Z', handledAt: null }),
    });
    renderApp('/charity-dashboard');
    const user = userEvent.setup();

    const membership = (await screen.findByRole('heading', { name: 'Membership Status' })).closest('.ant-card') as HTMLElement;
    expect(within(membership).getByText('£479 per month')).toBeInTheDocument();
    expect(within(membership).getByText('15% on consultant rates')).toBeInTheDocument();
    await user.click(within(membership).getByRole('button', { name: 'Activate Membership' }));

    expect(await within(membership).findByText('Request pending')).toBeInTheDocument();
    expect(within(membership).queryByRole('button', { name: 'Activate Membership' })).not.toBeInTheDocument();
    expect(api.bodies['POST /api/membership/requests']).toEqual([{ type: 'activate' }]);
    expect(await screen.findByText('Membership request sent')).toBeInTheDocument();
  });

  it('sends a renewal for Renew Early and opens the plan for Manage Membership', async () => {
    const api = mockApi({
      'GET /api/auth/user': () => json(200, charity),
      'GET /api/projects': () => json(200, []),
      'POST /api/membership/requests': () =>
        json(200, { id: 4, type: 'renew', status: 'pending', createdAt: '2026-01-02T10:00:00.000Z', handledAt: null }),
    });
    renderApp('/charity-dashboard');
    const user = userEvent.setup();

    const membership = (await screen.findByRole('heading', { name: 'Membership Status' })).closest('.ant-card') as HTMLElement;
    const manage = within(membership).getByRole('button', { name: 'Manage Membership' });
    await user.click(manage);
    expect(manage).toHaveAttribute('aria-expanded', 'true');
    expect(within(membership).getByText(/6-month initial commitment/)).toBeInTheDocument();

    await user.click(within(membership).getByRole('button', { name: 'Renew Early' }));
    expect(await within(membership).findByText('Request pending')).toBeInTheDocument();
    expect(api.bodies['POST /api/membership/requests']).toEqual([{ type: 'renew' }]);
  });

  it('asks for another tier from Manage Membership, with each tier\'s price and discount (issue 16)', async () => {
    const api = mockApi({
      'GET /api/auth/user': () => json(200, charity),
      'GET /api/projects': () => json(200, []),
      'POST /api/membership/requests': () =>
        json(201, { id: 5, type: 'change_tier', requestedTier: 'large', status: 'pending', createdAt: '2026-01-02T10:00:00.000Z', handledAt: null }),
    });
    renderApp('/charity-dashboard');
    const user = userEvent.setup();

    const membership = (await screen.findByRole('heading', { name: 'Membership Status' })).closest('.ant-card') as HTMLElement;
    expect(within(membership).getByText('Renewal date')).toBeInTheDocument();
    await user.click(within(membership).getByRole('button', { name: 'Manage Membership' }));
    const tiers = within(membership).getByRole('radiogroup', { name: 'Change tier' });
    // The current tier (medium) is not offered; the others carry the contracts' prices.
    expect(within(tiers).queryByRole('radio', { name: /Medium Organization/ })).not.toBeInTheDocument();
    const request = within(membership).getByRole('button', { name: 'Request Tier Change' });
    expect(request).toBeDisabled();
    await user.click(within(tiers).getByRole('radio', { name: /Large Organization \(Over £10 million\): £479 per month, 15% discount/ }));
    await user.click(request);

    expect(await within(membership).findByText(/Your request to move to the Large Organization tier/)).toBeInTheDocument();
    expect(api.bodies['POST /api/membership/requests']).toEqual([{ type: 'change_tier', tier: 'large' }]);
  });

  it('shows an open request as pending from the server, so it survives a reload (D9)', async () => {
    const api = mockApi({
      'GET /api/auth/user': () =>
        json(200, makeUser({ charityProfile: profile({ membershipActive: true, membershipExpiry: '2026-01-31', pendingMembershipRequest: { type: 'renew', requestedTier: null, requestedAt: '2026-01-02T10:00:00.000Z' } }) })),
      'GET /api/projects': () => json(200, []),
    });
    renderApp('/charity-dashboard');

    const membership = (await screen.findByRole('heading', { name: 'Membership Status' })).closest('.ant-card') as HTMLElement;
    const note = within(membership).getByRole('status');
    expect(within(note).getByText('Request pending')).toBeInTheDocument();
    expect(note).toHaveTextContent('Your renewal request of Jan 2, 2026 is with our team');
    expect(within(membership).queryByRole('button', { name: 'Renew Early' })).not.toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/membership/requests');
  });

  it("shows the server's reason when the request is refused", async () => {
    mockApi({
      'GET /api/auth/user': () => json(200, makeUser({ charityProfile: profile() })),
      'GET /api/projects': () => json(200, []),
      'POST /api/membership/requests': () => json(409, { statusCode: 409, message: 'Your membership is already active' }),
    });
    renderApp('/charity-dashboard');
    const user = userEvent.setup();

    const membership = (await screen.findByRole('heading', { name: 'Membership Status' })).closest('.ant-card') as HTMLElement;
    await user.click(within(membership).getByRole('button', { name: 'Activate Membership' }));

    expect(await screen.findByText('Your membership is already active')).toBeInTheDocument();
    expect(within(membership).queryByText('Request pending')).not.toBeInTheDocument();
  });

  it('lists projects by tab, with status, dates, expertise and a details link', async () => {
    mockApi({ 'GET /api/auth/user': () => json(200, charity), 'GET /api/projects': () => json(200, PROJECTS) });
    renderApp('/charity-dashboard');
    const user = userEvent.setup();

    const activeTab = await screen.findByRole('tab', { name: 'Active' });
    expect(activeTab).toHaveAttribute('aria-selected', 'true');
    const finance = screen.getByRole('article', { name: 'Finance systems' });
    expect(within(finance).getByText('In Progress')).toBeInTheDocument();
    expect(within(finance).getByText('What project 3 is about.')).toBeInTheDocument();
    expect(within(finance).getByText('Feb 10, 2025')).toBeInTheDocument();
    expect(within(finance).getByText('Mar 1, 2025 - Jun 30, 2025')).toBeInTheDocument();
    expect(within(finance).getByText('Finance & Accounting')).toBeInTheDocument();
    expect(within(finance).getByText('Technology & Digital')).toBeInTheDocument();
    expect(within(finance).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/projects/3');
    // Issue 16: the other party (a consultant by first name, D4) and the unread messages.
    expect(within(finance).getByText('Consultant')).toBeInTheDocument();
    expect(within(finance).getByText('Sarah')).toBeInTheDocument();
    expect(within(finance).getByText('2 unread messages')).toBeInTheDocument();
    const matching = screen.getByRole('article', { name: 'Fundraising strategy' });
    expect(within(matching).getByText('Matching')).toBeInTheDocument();
    expect(within(matching).getByText('Not set')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Board governance review' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByRole('article', { name: 'Board governance review' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByRole('article', { name: 'Annual accounts' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Cancelled idea' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(await screen.findByRole('article', { name: 'Cancelled idea' })).toBeVisible();
  });

  it('takes its counts from the server’s X-Status-Counts, over more projects than the first page holds', async () => {
    mockApi({
      'GET /api/auth/user': () => json(200, charity),
      'GET /api/projects': () => {
        const response = json(200, PROJECTS);
        response.headers.set('X-Status-Counts', JSON.stringify({ pending: 30, matching: 10, in_progress: 12, completed: 7, cancelled: 1 }));
        return response;
      },
    });
    renderApp('/charity-dashboard');
    await screen.findByRole('group', { name: 'Total Projects' });
    expect(stat('Total Projects').getByText('60')).toBeInTheDocument();
    expect(stat('Pending').getByText('30')).toBeInTheDocument();
    expect(stat('Active').getByText('22')).toBeInTheDocument();
    expect(stat('Completed').getByText('7')).toBeInTheDocument();
    expect(stat('Cancelled').getByText('1')).toBeInTheDocument();
  });

  it('shows zeros and an empty state in each tab for a new charity', async () => {
    mockApi({
      'GET /api/auth/user': () => json(200, makeUser({ charityProfile: profile() })),
      'GET /api/projects': () => json(200, []),
    });
    renderApp('/charity-dashboard');
    const user = userEvent.setup();

    await screen.findByRole('group', { name: 'Total Projects' });
    for (const label of ['Total Projects', 'Pending', 'Active', 'Completed', 'Cancelled']) expect(stat(label).getByText('0')).toBeInTheDocument();
    expect(screen.getByText('No active projects')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByText('No pending projects')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText('No completed projects')).toBeVisible();

    const membership = screen.getByRole('heading', { name: 'Membership Status' }).closest('.ant-card') as HTMLElement;
    expect(within(membership).getByText('Small Organization')).toBeInTheDocument();
    expect(within(membership).getByText('Inactive')).toBeInTheDocument();
    expect(within(membership).getByText('Not set')).toBeInTheDocument();
  });

  it('offers to try again when the projects cannot be loaded', async () => {
    let fail = true;
    const api = mockApi({
      'GET /api/auth/user': () => json(200, charity),
      'GET /api/projects': () => (fail ? json(500, { statusCode: 500, message: 'boom' }) : json(200, PROJECTS)),
    });
    renderApp('/charity-dashboard');
    const user = userEvent.setup();

    expect(await screen.findByText('Unable to load your projects.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('group', { name: 'Total Projects' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call === 'GET /api/projects')).toHaveLength(2);
  });
});
