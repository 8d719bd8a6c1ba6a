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
    // Issue 16 "Words, not keys": the role reads as a word.
    expect(screen.getAllByRole('cell', { name: 'Consultant' })).toHaveLength(2);
    expect(screen.queryByRole('cell', { name: 'consultant' })).not.toBeInTheDocument();
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
