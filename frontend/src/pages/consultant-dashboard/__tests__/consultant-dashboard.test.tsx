import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsultantProfileSummary, CurrentUser, MemberProjectSummary, ProjectSummary } from '@contracts';
import { pageReload } from '@/shared/lib';
import { json, makeUser, mockApi, notSignedIn, type MockApi } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

// Whole-app renders with antd forms: generous on a busy two-core machine.
jest.setTimeout(30_000);

const PROFILE: ConsultantProfileSummary = {
  id: 41,
  expertise: ['finance', 'governance'],
  specialisations: 'Audit committees',
  yearsExperience: 18,
  availability: true,
  profileSummary: 'Former finance director of a national charity.',
  previousExperience: 'CFO, trustee.',
  linkedin: null,
  isApproved: true,
  isFeatured: false,
};

function consultant(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeUser({
    name: 'Tom Okafor',
    role: 'consultant',
    isConsultant: true,
    organization: 'Okafor Advisory',
    consultantProfile: PROFILE,
    ...overrides,
  });
}

const project = (id: number, status: ProjectSummary['status']): ProjectSummary => ({
  id,
  title: `Project ${id}`,
  description: 'Description',
  status,
  createdAt: '2025-02-10T12:00:00.000Z',
  startDate: null,
  endDate: null,
  expertiseRequired: [],
});

const PROJECTS = [project(1, 'pending'), project(2, 'in_progress'), project(3, 'in_progress'), project(4, 'completed'), project(5, 'matching')];

/** A server that remembers PATCHes, so the refetched current user shows what was saved. */
function consultantServer(user: CurrentUser, patch?: (request: Request) => Response | Promise<Response>, projects: ProjectSummary[] = PROJECTS): MockApi {
  let current = user;
  async function okPatch(request: Request) {
    const changes = (await request.clone().json()) as Partial<ConsultantProfileSummary>;
    const profile = { ...current.consultantProfile!, ...changes };
    current = { ...current, consultantProfile: profile };
    return json(200, profile);
  }
  return mockApi({
    'GET /api/auth/user': () => json(200, current),
    'GET /api/projects': () => json(200, projects),
    'GET /api/introduction-requests/mine': () =>
      json(200, {
        data: [
          {
            id: 9,
            charityName: 'Hillside Hospice',
            contactName: 'Alex Kim',
            projectDescription: 'Finance systems review',
            expertise: 'Finance & Accounting',
            timeline: 'Soon (1-4 weeks)',
            status: 'pending',
            statusLabel: 'Pending',
            createdAt: '2026-01-05T10:00:00Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 10,
      }),
    'GET /api/outcomes/mine': () =>
      json(200, {
        months: Array.from({ length: 12 }, (_, index) => ({ month: `2025-${String(index + 1).padStart(2, '0')}`, profileViews: index === 11 ? 7 : 0, introductionRequests: index === 11 ? 2 : 0 })),
      }),
    [`PATCH /api/consultants/${PROFILE.id}`]: (request) => (patch ? patch(request) : okPatch(request)),
  });
}

function toast() {
  return screen.getByTestId('toast');
}

function deferred() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { promise, release };
}

describe('consultant dashboard: who gets in', () => {
  it('sends a visitor to login and back', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    const app = renderApp('/consultant-dashboard');

    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fconsultant-dashboard'));
  });

  it('tells a signed-in non-consultant that the page is for consultants', async () => {
    const api = mockApi({ 'GET /api/auth/user': () => json(200, makeUser()) });
    renderApp('/consultant-dashboard');

    expect(await screen.findByText('Access Denied: This page is only accessible to consultants.')).toBeInTheDocument();
    expect(api.calls).not.toContain('GET /api/projects');
  });

  it('sends a consultant with updated terms to onboarding with a toast', async () => {
    const api = mockApi({ 'GET /api/auth/user': () => json(200, consultant({ needsTermsUpdate: true })) });
    const app = renderApp('/consultant-dashboard');

    await waitFor(() => expect(app.location()).toBe('/consultant-onboarding'));
    expect(toast()).toHaveTextContent('Terms Update Required');
    expect(api.calls).not.toContain('GET /api/projects');
  });

  it.each([
    ['a temporary password and no terms yet', { mustChangePassword: true, hasAcceptedTerms: false }, '/pre-listed-consultant-onboarding'],
    ['a temporary password', { mustChangePassword: true }, '/consultant-onboarding'],
    ['no terms yet', { hasAcceptedTerms: false }, '/consultant-onboarding'],
    ['two roles', { role: 'admin' as const, isAdmin: true, isDualRole: true }, '/dual-role-dashboard'],
  ])('sends a consultant with %s to the right screen', async (_label, flags, path) => {
    mockApi({ 'GET /api/auth/user': () => json(200, consultant(flags)) });
    const app = renderApp('/consultant-dashboard');

    await waitFor(() => expect(app.location()).toBe(path));
  });
});

describe('consultant dashboard', () => {
  it('shows the profile overview, quick stats and project counts', async () => {
    consultantServer(consultant());
    renderApp('/consultant-dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Consultant Dashboard' })).toBeInTheDocument();
    const overview = screen.getByRole('heading', { name: 'Profile Overview' }).closest('.ant-card') as HTMLElement;
    expect(within(overview).getByText('Tom Okafor')).toBeInTheDocument();
    expect(within(overview).getByText('Okafor Advisory')).toBeInTheDocument();
    expect(within(overview).getByText('Approved')).toBeInTheDocument();
    expect(within(overview).getByText('Finance & Accounting')).toBeInTheDocument();
    expect(within(overview).getByText('Governance')).toBeInTheDocument();
    expect(within(overview).getByText('18 years')).toBeInTheDocument();
    expect(within(overview).getByRole('switch', { name: 'Availability' })).toBeChecked();

    const overviewCard = screen.getByRole('heading', { name: 'Project Overview' }).closest('.ant-card') as HTMLElement;
    const stat = (label: string) => within(within(overviewCard).getByRole('group', { name: label }));
    expect(stat('Total Projects').getByText('5')).toBeInTheDocument();
    expect(stat('Pending').getByText('1')).toBeInTheDocument();
    expect(stat('In Progress').getByText('2')).toBeInTheDocument();
    expect(stat('Completed').getByText('1')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Quick Stats' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Main Site' })).toHaveAttribute('href', '/');
  });

  it('shows the profile views and introduction requests per month, newest first (issue 18)', async () => {
    consultantServer(consultant());
    renderApp('/consultant-dashboard');

    const card = await screen.findByRole('region', { name: 'Profile views and introduction requests' });
    expect(await within(card).findByRole('group', { name: 'Profile views' })).toHaveTextContent('7');
    const rows = within(card).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent(/December 2025\s*7\s*2/);
  });

  it('tells an applicant the application is under review, never that charities can find them', async () => {
    consultantServer(consultant({ consultantProfile: { ...PROFILE, isApproved: false } }));
    renderApp('/consultant-dashboard');

    const overview = (await screen.findByRole('heading', { name: 'Profile Overview' })).closest('.ant-card') as HTMLElement;
    expect(within(overview).getByText('Pending')).toBeInTheDocument();
    const review = screen.getByRole('status', { name: 'Your application is under review' });
    expect(review).toHaveTextContent('We review every application within 2 to 3 business days');
    expect(within(overview).getByText('Charities cannot find you yet: your application is under review.')).toBeInTheDocument();
    expect(screen.queryByText(/Charities can find you and request an introduction/)).not.toBeInTheDocument();
  });

  it('tells an approved consultant that charities can find them, with no review notice', async () => {
    consultantServer(consultant());
    renderApp('/consultant-dashboard');

    expect(await screen.findByText('Charities can find you and request an introduction.')).toBeInTheDocument();
    expect(screen.queryByText('Your application is under review')).not.toBeInTheDocument();
  });

  it('lists the introduction requests that name the consultant: who asked, what for and when (issue 16)', async () => {
    consultantServer(consultant());
    renderApp('/consultant-dashboard');

    const section = within(await screen.findByRole('region', { name: 'Introduction Requests (1)' }));
    expect(section.getByText('Alex Kim')).toBeInTheDocument();
    expect(section.getByText('Finance systems review')).toBeInTheDocument();
    expect(section.getByText('Finance & Accounting')).toBeInTheDocument();
    expect(section.getByText('Soon (1-4 weeks)')).toBeInTheDocument();
    expect(section.getByText('Jan 5, 2026')).toBeInTheDocument();
  });

  it('names the charity on each project card and counts its unread messages (issue 16)', async () => {
    const projects: MemberProjectSummary[] = [
      { ...project(2, 'in_progress'), otherParty: { role: 'charity', name: 'Hillside Hospice' }, unreadMessages: 3 },
      { ...project(3, 'in_progress'), otherParty: { role: 'charity', name: 'Riverside Food Bank' }, unreadMessages: 0 },
    ];
    consultantServer(consultant(), undefined, projects);
    renderApp('/consultant-dashboard');

    const card = within(await screen.findByRole('article', { name: 'Project 2' }));
    expect(card.getByText('Charity', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Hillside Hospice');
    expect(card.getByText('3 unread messages')).toBeInTheDocument();
    const quiet = within(screen.getByRole('article', { name: 'Project 3' }));
    expect(quiet.getByText('Charity', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Riverside Food Bank');
    expect(quiet.queryByText(/unread message/)).not.toBeInTheDocument();
  });

  it('shows the bio from the application as the professional background', async () => {
    consultantServer(consultant({ bio: 'Finance director for fifteen years.' }));
    renderApp('/consultant-dashboard');

    const overview = (await screen.findByRole('heading', { name: 'Profile Overview' })).closest('.ant-card') as HTMLElement;
    const background = within(overview).getByText('Professional Background').closest('div') as HTMLElement;
    expect(within(background).getByText('Finance director for fifteen years.')).toBeInTheDocument();
  });

  it('switches availability at once, saves it and refetches the user', async () => {
    const response = deferred();
    const api = consultantServer(consultant(), async (request) => {
      const saved = await response.promise;
      const body = (await request.clone().json()) as Partial<ConsultantProfileSummary>;
      return saved.status === 200 ? json(200, { ...PROFILE, ...body }) : saved;
    });
    renderApp('/consultant-dashboard');
    const user = userEvent.setup();

    const toggle = await screen.findByRole('switch', { name: 'Availability' });
    await user.click(toggle);

    // Optimistic: off before the server has answered.
    expect(toggle).not.toBeChecked();
    expect(screen.getAllByText('Unavailable').length).toBeGreaterThan(0);
    const userChecksBefore = api.calls.filter((call) => call === 'GET /api/auth/user').length;
    response.release(json(200, {}));

    await waitFor(() => expect(toast()).toHaveTextContent('Availability updated successfully'));
    expect(api.bodies[`PATCH /api/consultants/${PROFILE.id}`]).toEqual([{ availability: false }]);
    await waitFor(() => expect(api.calls.filter((call) => call === 'GET /api/auth/user').length).toBeGreaterThan(userChecksBefore));
  });

  it('rolls the switch back when saving fails', async () => {
    const response = deferred();
    consultantServer(consultant(), () => response.promise);
    renderApp('/consultant-dashboard');
    const user = userEvent.setup();

    const toggle = await screen.findByRole('switch', { name: 'Availability' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();

    response.release(json(500, { statusCode: 500, message: 'Something went wrong. Please try again later.' }));

    await waitFor(() => expect(toast()).toHaveTextContent('Failed to update availability. Please try again.'));
    expect(toast()).toHaveTextContent('Error');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Availability' })).toBeChecked());
  });

  it('edits the profile and closes the form after saving', async () => {
    const api = consultantServer(consultant());
    renderApp('/consultant-dashboard');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('checkbox', { name: 'Finance & Accounting' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Strategic Planning' }));
    await user.click(screen.getByRole('checkbox', { name: 'Governance' }));
    const years = screen.getByLabelText('Years of Experience');
    await user.clear(years);
    await user.type(years, '20');
    const summary = screen.getByLabelText('Profile Summary');
    await user.clear(summary);
    await user.type(summary, 'Interim finance director for charities.');
    await user.type(screen.getByLabelText('LinkedIn Profile URL (optional)'), 'https://www.linkedin.com/in/tom');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toast()).toHaveTextContent('Profile updated successfully'));
    expect(api.bodies[`PATCH /api/consultants/${PROFILE.id}`]).toEqual([
      {
        expertise: ['finance', 'strategy'],
        yearsExperience: 20,
        profileSummary: 'Interim finance director for charities.',
        previousExperience: 'CFO, trustee.',
        specialisations: 'Audit committees',
        linkedin: 'https://www.linkedin.com/in/tom',
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(await screen.findByText('Interim finance director for charities.')).toBeInTheDocument();
  });

  it('sends 0 years when the field is left empty', async () => {
    const api = consultantServer(consultant());
    renderApp('/consultant-dashboard');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Years of Experience'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(api.bodies[`PATCH /api/consultants/${PROFILE.id}`]).toHaveLength(1));
    expect(api.bodies[`PATCH /api/consultants/${PROFILE.id}`][0]).toMatchObject({ yearsExperience: 0 });
  });

  it('keeps the form open and says so when saving fails', async () => {
    consultantServer(consultant(), () => json(500, { statusCode: 500, message: 'Something went wrong. Please try again later.' }));
    renderApp('/consultant-dashboard');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toast()).toHaveTextContent('Failed to update profile. Please try again.'));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('cancels editing without saving', async () => {
    const api = consultantServer(consultant());
    renderApp('/consultant-dashboard');
    const user = userEvent.setup();

    const toggle = await screen.findByRole('button', { name: 'Edit Profile' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getAllByRole('button', { name: 'Cancel' })[0]);

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toHaveAttribute('aria-expanded', 'false');
    expect(api.calls).not.toContain(`PATCH /api/consultants/${PROFILE.id}`);
  });

  it('says the profile was not found when the consultant has none', async () => {
    const api = consultantServer(consultant({ consultantProfile: null }));
    renderApp('/consultant-dashboard');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toast()).toHaveTextContent('Consultant profile not found'));
    expect(api.calls.some((call) => call.startsWith('PATCH'))).toBe(false);
  });

  it('offers to refresh the page when the dashboard cannot load', async () => {
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    mockApi({
      'GET /api/auth/user': () => json(200, consultant()),
      'GET /api/projects': () => json(500, { statusCode: 500, message: 'Something went wrong. Please try again later.' }),
    });
    renderApp('/consultant-dashboard');
    const user = userEvent.setup();

    expect(await screen.findByText('Connection Error: Unable to load dashboard. Please try refreshing the page.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('goes to login when the session has ended', async () => {
    let signedIn = true;
    mockApi({
      'GET /api/auth/user': () => (signedIn ? json(200, consultant()) : notSignedIn()),
      'GET /api/projects': () => {
        signedIn = false;
        return notSignedIn();
      },
    });
    const app = renderApp('/consultant-dashboard');

    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fconsultant-dashboard'));
    expect(screen.queryByText(/Connection Error/)).not.toBeInTheDocument();
  });
});
