import { screen } from '@testing-library/react';
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

/** Two pages of an enveloped list: the first, and the one its nextCursor reads; each cursor asked is noted. */
const pagedBy = (asked: string[], row: (id: number) => object, key: 'items' | 'data') => (incoming: Request) => {
  const cursor = new URL(incoming.url).searchParams.get('cursor');
  asked.push(cursor ?? 'first');
  return cursor === 'bmV4dA'
    ? json(200, { [key]: [row(2)], total: 40, page: null, pageSize: 20, nextCursor: null, previousCursor: 'cHJldg' })
    : json(200, { [key]: [row(1)], total: 40, page: 1, pageSize: 20, nextCursor: 'bmV4dA', previousCursor: null });
};

/** Two pages of a bare-array list, their paging and cursors in headers (row 8, then row 7 by the Older cursor). */
const headerPagedBy = (asked: string[], row: (id: number) => object) => (incoming: Request) => {
  const cursor = new URL(incoming.url).searchParams.get('cursor');
  asked.push(cursor ?? 'first');
  const older = cursor === 'b2xkZXI';
  const response = json(200, [row(older ? 7 : 8)]);
  response.headers.set('X-Total-Count', '30000');
  response.headers.set('X-Page-Size', '20');
  if (older) response.headers.set('X-Previous-Cursor', 'bmV3ZXI');
  else {
    response.headers.set('X-Page', '1');
    response.headers.set('X-Next-Cursor', 'b2xkZXI');
  }
  return response;
};

/**
 * Opens `route`, reads its first row, goes on to the next page by cursor (`next` button) and back to the first
 * (`first` button), and checks the cursor sent on the way.
 */
async function pagesThrough(route: string, asked: string[], [firstRow, secondRow]: [string, string], [next, first]: [string, string], cursor: string) {
  renderApp(route);
  expect(await screen.findByText(firstRow, {}, { timeout: 20_000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: next }));
  expect(await screen.findByText(secondRow)).toBeInTheDocument();
  expect(asked).toEqual(['first', cursor]);
  expect(screen.queryByText(/^Page \d/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: first }));
  expect(await screen.findByText(firstRow)).toBeInTheDocument();
}

/** Issue 22: the projects, membership requests, reviews, charities and registered consultants screens page by the server's cursors. */
describe('admin lists paged by cursor', () => {
  it('pages the projects by the cursor headers of the bare array, Older and back to Newest', async () => {
    const project = (id: number) => ({
      id,
      title: `Project ${id}`,
      description: 'A finance review.',
      status: 'pending',
      createdAt: '2026-02-01T09:00:00Z',
      startDate: null,
      endDate: null,
      expertiseRequired: ['finance'],
      charity: { id: 1, name: 'Riverside Food Bank', contactName: 'Robin Hartley', contactEmail: 'robin@example.org' },
      consultant: null,
    });
    const asked: string[] = [];
    adminApi({ 'GET /api/projects': headerPagedBy(asked, project) });
    await pagesThrough('/admin/projects', asked, ['Project 8', 'Project 7'], ['Older page', 'Newest page'], 'b2xkZXI');
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });

  it('pages the membership requests by cursor: open first is not newest first, so First / Previous / Next', async () => {
    const request = (id: number) => ({
      id,
      type: 'activate',
      requestedTier: null,
      status: 'pending',
      createdAt: '2026-02-01T09:00:00Z',
      handledAt: null,
      charity: { id, name: `Charity ${id}`, contactEmail: 'robin@example.org', membershipTier: 'small', membershipActive: false, membershipExpiry: null },
    });
    const asked: string[] = [];
    adminApi({ 'GET /api/admin/membership-requests': pagedBy(asked, request, 'items') });
    await pagesThrough('/admin/membership-requests', asked, ['Charity 1', 'Charity 2'], ['Next page', 'First page'], 'bmV4dA');
  });

  it('pages the reviews by cursor, Older and back to Newest', async () => {
    const review = (id: number) => ({
      id,
      projectId: 1,
      projectTitle: `Reviewed project ${id}`,
      side: 'charity',
      state: 'published',
      consultantId: 2,
      consultantName: 'Nina Cole',
      charityName: 'Riverside Food Bank',
      score: 12,
      text: 'Great help.',
      submittedAt: '2026-02-01T09:00:00Z',
    });
    const asked: string[] = [];
    adminApi({ 'GET /api/admin/reviews': pagedBy(asked, review, 'data') });
    await pagesThrough('/admin/reviews', asked, ['Reviewed project 1', 'Reviewed project 2'], ['Older page', 'Newest page'], 'bmV4dA');
  });
  it('pages the registered consultants by cursor, Older and back to Newest', async () => {
    const consultant = (id: number) => ({
      id,
      name: `Consultant ${id}`,
      email: `c${id}@example.org`,
      username: `c${id}`,
      organisation: null,
      isApproved: true,
      mustChangePassword: false,
      hasAcceptedTerms: true,
      createdAt: '2026-02-01T09:00:00Z',
    });
    const asked: string[] = [];
    adminApi({ 'GET /api/admin/registered-consultants': pagedBy(asked, consultant, 'data') });
    await pagesThrough('/admin/signups', asked, ['Consultant 1', 'Consultant 2'], ['Older page', 'Newest page'], 'bmV4dA');
  });

  it('pages the applications queue by cursor: oldest first, so First / Previous / Next', async () => {
    const asked: string[] = [];
    const page = pagedBy(asked, (id) => application(id, `Applicant ${id}`), 'data');
    // The admin menu's count asks for the queue too, without paging: not a page of this screen.
    const counted: string[] = [];
    const menuCount = pagedBy(counted, (id) => application(id, `Applicant ${id}`), 'data');
    adminApi({ 'GET /api/admin/consultant-applications': (request) => (new URL(request.url).search ? page(request) : menuCount(request)) });
    await pagesThrough('/admin/consultant-applications', asked, ['Applicant 1', 'Applicant 2'], ['Next page', 'First page'], 'bmV4dA');
  });
  it('pages the signed terms by the cursor headers of the bare array, Older and back to Newest', async () => {
    const record = (id: number) => ({ id, name: `Signer ${id}`, email: `s${id}@example.org`, username: `s${id}`, role: 'consultant', termsVersion: '1.0', termsAcceptedAt: '2026-02-01T09:00:00Z', termsIpAddress: '192.0.2.1', termsUserAgent: 'Firefox' });
    const asked: string[] = [];
    adminApi({ 'GET /api/admin/signed-terms': headerPagedBy(asked, record) });
    await pagesThrough('/admin/signed-terms', asked, ['Signer 8', 'Signer 7'], ['Older page', 'Newest page'], 'b2xkZXI');
  });

  it('pages the stale availability list by cursor: longest unconfirmed first, so First / Previous / Next', async () => {
    const stale = (id: number) => ({
      id,
      firstName: 'Stale',
      lastName: `Consultant ${id}`,
      email: `s${id}@example.org`,
      availability: true,
      availabilityConfirmedAt: null,
      days: null,
      reminderSentAt: null,
    });
    const asked: string[] = [];
    adminApi({ 'GET /api/admin/stale-availability': pagedBy(asked, stale, 'data') });
    await pagesThrough('/admin/stale-availability', asked, ['Stale Consultant 1', 'Stale Consultant 2'], ['Next page', 'First page'], 'bmV4dA');
  });

  it('pages the charities by cursor, Older and back to Newest', async () => {
    const charity = (id: number) => ({
      id,
      userId: id + 100,
      organisation: `Charity ${id}`,
      contactName: 'Robin Hartley',
      email: `charity${id}@example.org`,
      membershipTier: 'small',
      membershipTierLabel: 'Small Organization',
      membershipActive: true,
      membershipExpiry: null,
      registeredAt: '2026-02-01T09:00:00Z',
      lastSignInAt: null,
      projectCounts: { pending: 0, matching: 0, in_progress: 0, completed: 0, cancelled: 0 },
    });
    const asked: string[] = [];
    adminApi({ 'GET /api/admin/charities': pagedBy(asked, charity, 'data') });
    await pagesThrough('/admin/charities', asked, ['Charity 1', 'Charity 2'], ['Older page', 'Newest page'], 'bmV4dA');
  });
});
