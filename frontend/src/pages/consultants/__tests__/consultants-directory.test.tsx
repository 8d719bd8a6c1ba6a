import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DirectoryConsultant, DirectoryPage } from '@contracts';
import { json, mockApi, notSignedIn, type MockApi } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

jest.setTimeout(30_000);

const LONG_SUMMARY = 'A'.repeat(100) + ' and then a good deal more text about charity finance';

function entry(overrides: Partial<DirectoryConsultant> = {}): DirectoryConsultant {
  return {
    id: 11,
    user: { name: 'Sarah', organisation: 'Mitchell Consulting', bio: 'Twenty years in charity finance.' },
    expertise: ['finance', 'strategy', 'governance', 'hr', 'legal'],
    availability: true,
    availabilityConfirmedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    availableNow: true,
    yearsExperience: 15,
    profileSummary: LONG_SUMMARY,
    specializations: 'Audit committees',
    previousExperience: 'Finance director of a national charity.',
    profileImageUrl: null,
    isApproved: true,
    isFeatured: true,
    rating: { average: null, count: 0 },
    ...overrides,
  };
}

const SARAH = entry();
const TOM = entry({ id: 12, user: { name: 'Tom', organisation: null, bio: null }, expertise: [], availableNow: false, profileSummary: 'Short.' });
const PRIYA = entry({ id: 13, user: { name: 'Priya', organisation: 'Shah Ltd', bio: null }, expertise: ['marketing'], availability: false, availableNow: false });

function page(data: DirectoryConsultant[], overrides: Partial<DirectoryPage> = {}): DirectoryPage {
  return { data, total: data.length, page: 1, pageSize: 24, ...overrides };
}

/** A directory server that records each query string it was asked. */
function directoryServer(answer: (query: URLSearchParams) => DirectoryPage): MockApi & { queries: string[] } {
  const queries: string[] = [];
  const api = mockApi({
    'GET /api/auth/user': notSignedIn,
    'GET /api/consultants': (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query.toString());
      return json(200, answer(query));
    },
  });
  return Object.assign(api, { queries });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('consultant directory', () => {
  it('shows each card as spec 000 §2 lists it', async () => {
    directoryServer(() => page([SARAH, TOM, PRIYA]));
    renderApp('/consultants');

    expect(await screen.findByRole('heading', { level: 1, name: 'Meet Our Consultants' })).toBeInTheDocument();
    expect(await screen.findByText('3 consultants found')).toBeInTheDocument();

    const sarah = within(card('Sarah'));
    expect(sarah.getByText('Finance Director')).toBeInTheDocument();
    expect(sarah.getByText('Mitchell Consulting')).toBeInTheDocument();
    expect(sarah.getByText('Available')).toBeInTheDocument();
    expect(sarah.getByText('15+ years experience')).toBeInTheDocument();
    const tags = within(sarah.getByRole('list', { name: 'Expertise' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(tags).toEqual(['Finance & Accounting', 'Strategic Planning', 'Governance', '+2 more']);
    expect(sarah.getByText(`${'A'.repeat(100)} and then a good dea…`)).toBeInTheDocument();
    expect(sarah.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/consultants/11');
    expect(sarah.getByRole('button', { name: 'Request Introduction' })).toBeEnabled();

    const tom = within(card('Tom'));
    expect(tom.getByText('Consultant')).toBeInTheDocument();
    expect(tom.getByText('Coming Soon')).toBeInTheDocument();
    expect(tom.queryByRole('list', { name: 'Expertise' })).not.toBeInTheDocument();
    expect(tom.getByText('Short.')).toBeInTheDocument();
    expect(tom.getByRole('button', { name: 'Request Introduction' })).toBeDisabled();

    const priya = within(card('Priya'));
    expect(priya.getByText('Marketing Director')).toBeInTheDocument();
    expect(priya.getByRole('button', { name: 'Request Introduction' })).toBeDisabled();
    // Issue 16: the card says what the profile says, and why the button is off.
    expect(priya.getByText('Not Available')).toBeInTheDocument();
    expect(priya.getByRole('button', { name: 'Request Introduction' })).toHaveAccessibleDescription(/Not Available: this consultant is currently at capacity/);
    expect(tom.getByRole('button', { name: 'Request Introduction' })).toHaveAccessibleDescription(/has not confirmed their availability in the last 30 days/);
    expect(sarah.queryByText(/at capacity|has not confirmed/)).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Register Your Charity' })).toHaveAttribute('href', '/register?type=charity');
    expect(screen.getByRole('link', { name: 'Apply to Become a Consultant' })).toHaveAttribute('href', '/consultant-application');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows the rating and its count on the cards of reviewed consultants only (issue 18)', async () => {
    directoryServer(() => page([entry({ id: 21, user: { name: 'Rated', organisation: null, bio: null }, rating: { average: 4.3, count: 5 } }), entry({ id: 22, user: { name: 'Newish', organisation: null, bio: null }, rating: { average: null, count: 2 } }), SARAH]));
    renderApp('/consultants');

    expect(await within(await screen.findByRole('article', { name: 'Rated' })).findByText('4.3 out of 5 from 5 reviews')).toBeInTheDocument();
    expect(within(card('Newish')).getByText('2 reviews: an average shows from 3')).toBeInTheDocument();
    expect(within(card('Sarah')).queryByText(/review/)).not.toBeInTheDocument();
  });

  it('counts one consultant in the singular and says when nobody matches', async () => {
    directoryServer((query) => (query.get('search') ? page([]) : page([SARAH])));
    renderApp('/consultants');
    expect(await screen.findByText('1 consultant found')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search consultants'), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No consultants found' })).toBeInTheDocument();
    expect(screen.getByText('0 consultants found')).toBeInTheDocument();
  });

  it('keeps search, expertise and page in the URL, asks the server for them, and goes back', async () => {
    const server = directoryServer((query) => page([SARAH], { total: 60, page: Number(query.get('page') ?? 1) }));
    const app = renderApp('/consultants?search=finance&expertise=governance&page=2');

    expect(await screen.findByText('60 consultants found')).toBeInTheDocument();
    expect(server.queries[0]).toBe('search=finance&expertise=governance&page=2');
    expect(screen.getByLabelText('Search consultants')).toHaveValue('finance');
    expect(screen.getByRole('combobox', { name: 'Expertise' })).toHaveValue('governance');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(app.location()).toBe('/consultants?search=finance&expertise=governance&page=3'));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Expertise' }), 'finance');
    await waitFor(() => expect(app.location()).toBe('/consultants?search=finance&expertise=finance'));
    await waitFor(() => expect(server.queries).toContain('search=finance&expertise=finance'));

    await userEvent.clear(screen.getByLabelText('Search consultants'));
    await userEvent.type(screen.getByLabelText('Search consultants'), 'audit');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(app.location()).toBe('/consultants?search=audit&expertise=finance'));

    await app.router.navigate(-1);
    await waitFor(() => expect(app.location()).toBe('/consultants?search=finance&expertise=finance'));
    await waitFor(() => expect(screen.getByLabelText('Search consultants')).toHaveValue('finance'));
  });

  it('sends the directory modal without the consultant e-mail, then closes it and shows the success alert', async () => {
    const server = directoryServer(() => page([SARAH]));
    server.on('POST /api/introduction-requests', () => json(201, { id: 1 }));
    renderApp('/consultants');

    await userEvent.click(await within(await screen.findByRole('article', { name: 'Sarah' })).findByRole('button', { name: 'Request Introduction' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Introduction to Sarah' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(within(dialog).getByText('Your name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Your email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('A message is required')).toBeInTheDocument();
    expect(server.calls).not.toContain('POST /api/introduction-requests');

    await userEvent.type(within(dialog).getByLabelText('Your Name'), 'Robin Hartley');
    await userEvent.type(within(dialog).getByLabelText('Your Email'), 'robin@example.org');
    await userEvent.type(within(dialog).getByLabelText('Your Organisation'), 'Riverside Food Bank');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'We need help with our budget.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('Introduction request sent successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.bodies['POST /api/introduction-requests']).toEqual([
      {
        consultantId: 11,
        consultantName: 'Sarah',
        requesterName: 'Robin Hartley',
        requesterEmail: 'robin@example.org',
        requesterOrganisation: 'Riverside Food Bank',
        message: 'We need help with our budget.',
      },
    ]);

    // Reopened: empty again.
    await userEvent.click(within(card('Sarah')).getByRole('button', { name: 'Request Introduction' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Your Name')).toHaveValue('');
  });

  it('keeps the modal open with the failure alert when sending fails, and resets it on Cancel', async () => {
    const server = directoryServer(() => page([SARAH]));
    server.on('POST /api/introduction-requests', () => json(500, { statusCode: 500, message: 'Internal server error' }));
    renderApp('/consultants');

    await userEvent.click(await within(await screen.findByRole('article', { name: 'Sarah' })).findByRole('button', { name: 'Request Introduction' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Your Name'), 'Robin');
    await userEvent.type(within(dialog).getByLabelText('Your Email'), 'robin@example.org');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send introduction request. Please try again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(card('Sarah')).getByRole('button', { name: 'Request Introduction' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Your Name')).toHaveValue('');
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });
});
