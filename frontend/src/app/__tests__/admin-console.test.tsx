import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, makeAdmin, makeUser, mockApi, notSignedIn } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

// Whole-app renders with antd: generous on a busy two-core machine.
jest.setTimeout(60_000);

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

const admin = makeAdmin();

function application(id: number, name: string) {
  return {
    id,
    user: { name, email: `${name.split(' ')[0].toLowerCase()}@example.org`, phone: '07700 900123', organisation: 'Fenwick Advisory', createdAt: '2026-01-05T10:00:00Z' },
    yearsExperience: 12,
    expertise: ['finance', 'governance'],
    linkedin: 'https://www.linkedin.com/in/someone',
    availability: true,
    profileSummary: 'Finance director for charities.',
    previousExperience: 'Twelve years in the sector.',
  };
}

const emptyPage = () => json(200, { data: [], total: 0, page: 1, pageSize: 20 });

/** The endpoints every admin screen's bar and dashboard touch, answering empty unless overridden. */
function adminApi(overrides: Record<string, (request: Request) => Response> = {}) {
  return mockApi({
    'GET /api/auth/user': () => json(200, admin),
    'GET /api/admin/consultant-applications': emptyPage,
    'GET /api/admin/waiting-list/charities': emptyPage,
    'GET /api/admin/waiting-list/consultants': emptyPage,
    'GET /api/admin/registered-consultants': emptyPage,
    'GET /api/admin/form-submissions': () => json(200, { submissions: [], total: 0, page: 1, pageSize: 20 }),
    'GET /api/admin/analytics': () => json(200, { data: { totalVisits: 0, uniqueVisitors: 0, perDay: [] } }),
    ...overrides,
  });
}

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

describe('pre-listed consultants', () => {
  it('shows the password, terms and credential badges of each consultant still onboarding', async () => {
    adminApi({
      'GET /api/admin/pre-listed-consultants': () =>
        json(200, {
          data: [
            { id: 5, name: 'Dana Reid', email: 'dana@example.org', expertise: ['governance'], requiresPasswordChange: true, hasAcceptedTerms: false },
            { id: 6, name: 'Eli Moss', email: 'eli@example.org', expertise: ['finance'], requiresPasswordChange: false, hasAcceptedTerms: false },
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        }),
    });
    renderApp('/admin/pre-listed-consultants');

    const row = async (name: string) => (await screen.findByText(name, undefined, { timeout: 20_000 })).closest('tr') as HTMLElement;
    const dana = await row('Dana Reid');
    expect(within(dana).getByText('Needs Password Change')).toBeInTheDocument();
    expect(within(dana).getByText('Setup Required')).toBeInTheDocument();
    const eli = await row('Eli Moss');
    expect(within(eli).getByText('Password Set')).toBeInTheDocument();
    expect(within(eli).getByText('Terms Pending')).toBeInTheDocument();
    expect(within(eli).getByText('Setup Required')).toBeInTheDocument();
  });
});

describe('create pre-listed consultant', () => {
  it('generates a 12-character password, creates the consultant and shows the credentials', async () => {
    const api = adminApi({
      'POST /api/admin/create-pre-listed-consultant': () => json(201, { consultantId: 9, username: 'ravi.patel', temporaryPassword: 'Kx7#mP2qLw9!' }),
    });
    renderApp('/admin/create-pre-listed-consultant');

    await user.type(await screen.findByLabelText('Full name', undefined, { timeout: 20_000 }), 'Ravi Patel');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.org');
    await user.type(screen.getByLabelText('Username'), 'ravi.patel');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const password = screen.getByLabelText('Temporary password') as HTMLInputElement;
    expect(password.value).toHaveLength(12);
    await user.click(screen.getByRole('checkbox', { name: 'Finance & Accounting' }));
    // Issue 16: the summary is required (the server's test covers the refusal).
    await user.type(screen.getByLabelText('Profile summary'), 'Trustee');
    await user.click(screen.getByRole('button', { name: 'Create Consultant' }));

    expect(await screen.findByText('Pre-listed consultant created successfully')).toBeInTheDocument();
    expect(screen.getByTestId('issued-username')).toHaveTextContent('ravi.patel');
    expect(screen.getByTestId('issued-password')).toHaveTextContent('Kx7#mP2qLw9!');
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
    expect(api.bodies['POST /api/admin/create-pre-listed-consultant'][0]).toMatchObject({
      name: 'Ravi Patel',
      username: 'ravi.patel',
      temporaryPassword: password.value,
      expertise: ['finance'],
      yearsExperience: 0,
      profileSummary: 'Trustee',
    });

    await user.click(screen.getByRole('button', { name: 'Create Another Consultant' }));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('');
   }, 120_000); // the Add Consultant screen now renders both forms' tab strip and the onboarding list too

  it("says 'Error' / 'Failed to create consultant' when the server sends no message (spec 001 §8)", async () => {
    adminApi({ 'POST /api/admin/create-pre-listed-consultant': () => new Response('Bad gateway', { status: 502 }) });
    renderApp('/admin/create-pre-listed-consultant');

    await user.type(await screen.findByLabelText('Full name', undefined, { timeout: 20_000 }), 'Ravi Patel');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.org');
    await user.type(screen.getByLabelText('Username'), 'ravi.patel');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await user.click(screen.getByRole('checkbox', { name: 'Finance & Accounting' }));
    await user.type(screen.getByLabelText('Profile summary'), 'Trustee');
    await user.click(screen.getByRole('button', { name: 'Create Consultant' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Failed to create consultant'));
    expect(screen.getByTestId('toast')).toHaveTextContent('Error');
  });
});

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

describe('introduction requests', () => {
  it("asks for a decline reason, and a note for 'Other', in the server's words", async () => {
    const api = adminApi({
      'GET /api/admin/introduction-requests': () =>
        json(200, {
          data: [
            {
              id: 8,
              charityName: 'Riverside Food Bank',
              contactName: 'Robin Hartley',
              email: 'robin@example.org',
              phone: null,
              projectDescription: 'A finance review before our audit.',
              expertiseNeeded: 'finance',
              timeline: 'within_month',
              consultantId: 3,
              status: 'pending',
              declineReason: null,
              statusNote: null,
              statusChangedAt: null,
              createdAt: '2026-02-01T09:00:00Z',
              overdue: false,
            },
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
});

describe('old admin paths (DECISIONS D12)', () => {
  it.each([
    ['/admin', '/admin-dashboard'],
    ['/quick-admin', '/admin-dashboard'],
    ['/simple-waiting-list-admin', '/admin/waiting-list'],
    ['/admin/consultant-applications-old', '/admin/consultant-applications'],
  ])('%s goes to %s', async (from, to) => {
    adminApi();
    const app = renderApp(from);

    await waitFor(() => expect(app.location()).toBe(to));
  });
});

describe('sortable tables', () => {
  function signedTerms(id: number, name: string) {
    return { id, name, email: `${name.split(' ')[0].toLowerCase()}@example.org`, username: name.split(' ')[0].toLowerCase(), role: 'consultant', termsVersion: '1.0', termsAcceptedAt: '2026-02-01T09:00:00Z', termsIpAddress: '192.0.2.1', termsUserAgent: 'Firefox' };
  }

  it('sends the clicked column as sort/order, reads the spec array with its paging headers, and exports in that order', async () => {
    const queries: string[] = [];
    adminApi({
      'GET /api/admin/signed-terms': (request) => {
        queries.push(new URL(request.url).search);
        // Spec 001 §7: an array; the paging rides in headers.
        const response = json(200, [signedTerms(1, 'Ann Lee'), signedTerms(2, 'Ben Ode')]);
        response.headers.set('X-Total-Count', '61');
        response.headers.set('X-Page', '1');
        response.headers.set('X-Page-Size', '50');
        return response;
      },
    });
    renderApp('/admin/signed-terms');

    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByText('61 in total')).toBeInTheDocument();
    expect(queries).toEqual(['?page=1&pageSize=50']);

    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    const sortByName = within(nameHeader).getByRole('button', { name: 'Name' });
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    await user.click(sortByName);
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&pageSize=50&sort=name&order=asc'));
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(sortByName);
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&pageSize=50&sort=name&order=desc'));
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'descending'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/signed-terms?sort=name&order=desc&format=csv');

    // A third click goes back to the server's own order (the first answer, still cached).
    await user.click(sortByName);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/signed-terms?format=csv'));
    expect(nameHeader).not.toHaveAttribute('aria-sort');
  });

  it('sorts the applications cards from a menu and keeps the sort while paging', async () => {
    const queries: string[] = [];
    adminApi({
      'GET /api/admin/consultant-applications': (request) => {
        queries.push(new URL(request.url).search);
        return json(200, { data: [application(1, 'Ann Lee')], total: 60, page: Number(new URL(request.url).searchParams.get('page')), pageSize: 50 });
      },
    });
    renderApp('/admin/consultant-applications');

    await screen.findByRole('heading', { name: 'Ann Lee' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort applications' }), 'Most experienced');
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&pageSize=50&sort=yearsExperience&order=desc'));

    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queries.at(-1)).toBe('?page=2&pageSize=50&sort=yearsExperience&order=desc'));
  });
});

describe('plain table filters and pager', () => {
  function queriesOf(path: string, page: (request: Request) => Response) {
    const queries: string[] = [];
    adminApi({
      [`GET ${path}`]: (request) => {
        queries.push(new URL(request.url).search);
        return page(request);
      },
    });
    return queries;
  }

  it('opens the mail outbox on every mail, filters by status from a labelled select, and pages with Previous / Next and the page size', async () => {
    const mail = { id: 4, toAddress: 'ann@example.org', subject: 'Welcome', template: 'welcome', status: 'failed', attempts: 5, lastError: 'timeout', createdAt: '2026-02-01T09:00:00Z' };
    const queries = queriesOf('/api/admin/mail-outbox', (request) =>
      json(200, { data: [mail], total: 120, page: Number(new URL(request.url).searchParams.get('page')), pageSize: Number(new URL(request.url).searchParams.get('pageSize')) }),
    );
    renderApp('/admin/mail-outbox');

    expect(await screen.findByText('ann@example.org', {}, { timeout: 20_000 })).toBeInTheDocument();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(queries).toEqual(['?page=1&pageSize=50']);

    await user.selectOptions(status, 'failed');
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&pageSize=50&status=failed'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queries.at(-1)).toBe('?page=2&pageSize=50&status=failed'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('120 in total')).toBeInTheDocument();

    await user.selectOptions(status, 'All');
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&pageSize=50'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&pageSize=20'));
  });

  it('keeps a list\'s sort and filters in the address, so a shared link opens the same list', async () => {
    const queries = queriesOf('/api/admin/mail-outbox', () => json(200, { data: [], total: 0, page: 3, pageSize: 20 }));
    renderApp('/admin/mail-outbox?status=failed&page=3&pageSize=20');
    await waitFor(() => expect(queries[0]).toBe('?page=3&pageSize=20&status=failed'));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('failed');
  });

  it('filters the audit log by action and two en-GB dates (dd/mm/yyyy) sent as YYYY-MM-DD days', async () => {
    const queries = queriesOf('/api/admin/audit-log', () => json(200, { data: [], total: 0, page: 1, pageSize: 50 }));
    renderApp('/admin/audit-log');

    expect(await screen.findByText('No audit entries', {}, { timeout: 20_000 })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Actor (name or username)'), 'sarah');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'consultant_application_approved');
    // Issue 16: the inputs read and take dd/mm/yyyy; the API still gets ISO days.
    expect(screen.getByLabelText('From')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.type(screen.getByLabelText('From'), '01/01/2026{Enter}');
    await user.type(screen.getByLabelText('To'), '31/01/2026{Enter}');
    expect(screen.getByLabelText('To')).toHaveValue('31/01/2026');
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&pageSize=50&actor=sarah&action=consultant_application_approved&from=2026-01-01&to=2026-01-31'));
  });
});
