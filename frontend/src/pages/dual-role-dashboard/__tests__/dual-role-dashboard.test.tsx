import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TEXTS, OWN_CONSULTANT_PROFILE_TEXTS, type ConsultantProfileSummary, type CurrentUser } from '@contracts';
import { json, makeAdmin, makeUser, mockApi, notSignedIn } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

jest.setTimeout(30_000);

const PROFILE: ConsultantProfileSummary = {
  id: 5,
  expertise: ['strategy'],
  specialisations: null,
  yearsExperience: 20,
  availability: true,
  profileSummary: 'Founder and strategy consultant.',
  previousExperience: null,
  linkedin: null,
  isApproved: true,
  isFeatured: false,
};

const OWNER = makeAdmin({ name: 'Alex Founder', isConsultant: true, isDualRole: true, consultantProfile: PROFILE });

/** Remembers PATCHes so the refetched current user shows what was saved. */
function ownerServer(fail = false) {
  let current: CurrentUser = OWNER;
  return mockApi({
    'GET /api/auth/user': () => json(200, current),
    'PATCH /api/consultants/5': async (request) => {
      if (fail) return json(500, { statusCode: 500, message: 'Internal server error' });
      const changes = (await request.clone().json()) as Partial<ConsultantProfileSummary>;
      current = { ...current, consultantProfile: { ...current.consultantProfile!, ...changes } };
      return json(200, current.consultantProfile);
    },
  });
}

describe('dual-role dashboard', () => {
  it('shows the name, both badges and both views', async () => {
    ownerServer();
    renderApp('/dual-role-dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex Founder' })).toBeInTheDocument();
    const roles = within(screen.getByLabelText('Your roles'));
    expect(roles.getByText('Consultant')).toBeInTheDocument();
    expect(roles.getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Consultant View' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Available means visible to charities.')).toBeInTheDocument();
    expect(screen.getByText('Founder and strategy consultant.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Admin View' }));
    expect(await screen.findByRole('heading', { name: 'Standardized Consultant Credentials' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consultant Applications' })).toHaveAttribute('href', '/admin/consultant-applications');
  });

  it('explains to an owner who is not an admin that admin data is for admins, and calls no /api/admin', async () => {
    // D6: dual-role by OWNER_EMAIL only; the server grants nothing by e-mail, so the tab asks for nothing.
    const owner = makeUser({ name: 'Olive Owner', role: 'consultant', isConsultant: true, isDualRole: true, consultantProfile: PROFILE });
    const api = mockApi({ 'GET /api/auth/user': () => json(200, owner) });
    renderApp('/dual-role-dashboard');

    await userEvent.click(await screen.findByRole('tab', { name: 'Admin View' }));
    expect(await screen.findByText(ADMIN_TEXTS.ownerNotAdminTitle)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_TEXTS.ownerNotAdmin)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Standardized Consultant Credentials' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.includes('/api/admin'))).toEqual([]);
  });

  it('explains a missing consultant profile and creates one with the profile form (issue 16)', async () => {
    let current: CurrentUser = makeAdmin({ name: 'Alex Founder', isDualRole: true, consultantProfile: null });
    const api = mockApi({
      'GET /api/auth/user': () => json(200, current),
      'POST /api/consultants/own-profile': async (request) => {
        const body = (await request.clone().json()) as Partial<ConsultantProfileSummary>;
        current = { ...current, isConsultant: true, consultantProfile: { ...PROFILE, ...body, availability: false } };
        return json(201, current);
      },
    });
    renderApp('/dual-role-dashboard');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: OWN_CONSULTANT_PROFILE_TEXTS.title })).toBeInTheDocument();
    expect(screen.queryByText('Consultant profile not found')).not.toBeInTheDocument();
    expect(screen.getByText(OWN_CONSULTANT_PROFILE_TEXTS.adminNote)).toBeInTheDocument();
    // Expertise and the summary are required before anything is sent.
    await user.click(screen.getByRole('button', { name: OWN_CONSULTANT_PROFILE_TEXTS.create }));
    expect(await screen.findByText('Select at least one expertise area')).toBeInTheDocument();
    expect(api.bodies['POST /api/consultants/own-profile'] ?? []).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /Strategic Planning/ }));
    await user.type(screen.getByLabelText('Profile Summary'), 'Founder and strategy consultant.');
    await user.click(screen.getByRole('button', { name: OWN_CONSULTANT_PROFILE_TEXTS.create }));

    expect(await screen.findByText('Consultant profile created')).toBeInTheDocument();
    expect(api.bodies['POST /api/consultants/own-profile']).toEqual([
      expect.objectContaining({ expertise: ['strategy'], profileSummary: 'Founder and strategy consultant.', yearsExperience: 0 }),
    ]);
    expect(await screen.findByRole('switch', { name: 'Availability' })).toBeInTheDocument();
  }, 90_000); // typing into a whole antd form is slow on a loaded machine

  it('switches availability with the toast and the explanation', async () => {
    const api = ownerServer();
    renderApp('/dual-role-dashboard');

    await userEvent.click(await screen.findByRole('switch', { name: 'Availability' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Availability updated successfully'));
    expect(api.bodies['PATCH /api/consultants/5']).toEqual([{ availability: false }]);
    expect(await screen.findByText('Unavailable means hidden from searches.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Availability' })).not.toBeChecked();
  });

  it('rolls the switch back with the error when saving fails', async () => {
    ownerServer(true);
    renderApp('/dual-role-dashboard');

    await userEvent.click(await screen.findByRole('switch', { name: 'Availability' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Failed to update availability. Please try again.'));
    expect(screen.getByRole('switch', { name: 'Availability' })).toBeChecked();
  });

  it('edits the profile with LinkedIn and closes the form on save', async () => {
    const api = ownerServer();
    renderApp('/dual-role-dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    // Pasted, not typed key by key: the antd form re-renders on every key, which took most of this test's time.
    await userEvent.click(screen.getByLabelText('LinkedIn Profile URL (optional)'));
    await userEvent.paste('https://www.linkedin.com/in/alex-founder');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Profile updated successfully'));
    expect(api.bodies['PATCH /api/consultants/5']?.[0]).toMatchObject({ linkedin: 'https://www.linkedin.com/in/alex-founder', expertise: ['strategy'] });
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  }, 60_000);

  it.each([
    ['a visitor', notSignedIn, '/login?redirect=%2Fdual-role-dashboard'],
    ['an admin', () => json(200, makeAdmin()), '/admin-dashboard'],
    ['a consultant', () => json(200, makeUser({ role: 'consultant', isConsultant: true, consultantProfile: PROFILE })), '/consultant-dashboard'],
    ['a charity', () => json(200, makeUser()), '/charity-dashboard'],
  ])('sends %s elsewhere', async (_label, handler, path) => {
    mockApi({ 'GET /api/auth/user': handler, 'GET /api/projects': () => json(200, []) });
    const app = renderApp('/dual-role-dashboard');

    await waitFor(() => expect(app.location()).toBe(path));
  });
});
