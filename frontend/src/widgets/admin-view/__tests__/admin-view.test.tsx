import { Suspense } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { json, makeAdmin, mockApi } from '@test/mockApi';
import { App } from '@/app/App';
import { createAppStore } from '@/app/store';
import { AdminViewPanel as AdminView } from '@/widgets/admin-view';

jest.setTimeout(60_000);

const credential = (consultantId: number, name: string, mustChangePassword: boolean) => ({
  consultantId,
  name,
  username: name.toLowerCase().replace(' ', '.'),
  temporaryPassword: mustChangePassword ? 'Kx7#mP2qLw9!' : null,
  email: `${consultantId}@example.org`,
  mustChangePassword,
  isApproved: true,
  hasAcceptedTerms: !mustChangePassword,
});

function renderAdminView() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <Suspense fallback={<p>Loading admin view…</p>}>
          <AdminView />
        </Suspense>
      ),
    },
  ]);
  return render(<App store={createAppStore()} router={router} />);
}

function api(overrides: Record<string, (request: Request) => Response> = {}) {
  return mockApi({
    'GET /api/auth/user': () => json(200, makeAdmin({ isConsultant: true, isDualRole: true })),
    'GET /api/admin/consultant-credentials': () =>
      json(200, { credentials: [credential(3, 'Dana Reid', true), credential(4, 'Eli Moss', false)], total: 2, page: 1, pageSize: 50 }),
    'GET /api/admin/registered-consultants': () =>
      json(200, {
        data: [
          { id: 3, name: 'Dana Reid', email: '3@example.org', username: 'dana.reid', organisation: null, isApproved: true, mustChangePassword: true, hasAcceptedTerms: false, yearsExperience: 9, expertise: ['governance'], createdAt: '2026-01-01T00:00:00Z' },
          { id: 4, name: 'Eli Moss', email: '4@example.org', username: 'eli.moss', organisation: null, isApproved: true, mustChangePassword: false, hasAcceptedTerms: true, yearsExperience: 14, expertise: ['finance', 'hr'], createdAt: '2026-01-01T00:00:00Z' },
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      }),
    'GET /api/admin/form-submissions': () => json(200, { submissions: [], total: 0, page: 1, pageSize: 5 }),
    ...overrides,
  });
}

describe('dual-role Admin View', () => {
  it('shows the credentials grid, standardizes with the spec toast and tests a credential', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api({
      'POST /api/admin/standardize-consultant-credentials': () =>
        json(200, {
          results: [
            { consultantId: 3, username: 'dana.reid', status: 'updated' },
            { consultantId: 4, username: 'eli.moss', status: 'skipped', reason: 'Finished onboarding' },
          ],
        }),
      'POST /api/admin/consultant-credentials/3/test': () => json(200, { success: true, username: 'dana.reid', message: 'Login successful for dana.reid' }),
    });
    renderAdminView();

    const grid = (await screen.findByRole('heading', { name: 'Standardized Consultant Credentials' }, { timeout: 20_000 })).closest('.ant-card') as HTMLElement;
    await within(grid).findByText('Kx7#mP2qLw9!');
    expect(within(grid).getByText('Onboarding')).toBeInTheDocument();
    // Spec 001 §4 credential badges: Dana must still change her password, Eli has finished.
    const card = (name: string) => within(grid).getByRole('heading', { name }).closest('.ant-card') as HTMLElement;
    expect(within(card('Dana Reid')).getByText('Setup Required')).toBeInTheDocument();
    expect(within(card('Eli Moss')).getByText('Ready')).toBeInTheDocument();

    await user.click(within(grid).getByRole('button', { name: 'Standardize All' }));
    expect(await screen.findByText('Standardized credentials for 1 consultants')).toBeInTheDocument();

    await user.click(within(grid).getByRole('button', { name: 'Test credentials of Dana Reid' }));
    expect(await screen.findByText('Credential Test Successful')).toBeInTheDocument();
    expect(screen.getByText('Login successful for dana.reid')).toBeInTheDocument();
    expect(calls.calls).toContain('POST /api/admin/consultant-credentials/3/test');
  });

  it("offers Assign to an onboarded consultant and 'Ready for Onboarding' for one who must change their password", async () => {
    api();
    renderAdminView();

    const manage = (await screen.findByRole('heading', { name: 'Manage Existing Consultants' }, { timeout: 20_000 })).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(manage).getByText('Ready for Onboarding')).toBeInTheDocument());
    expect(within(manage).getByLabelText('Temporary password for Eli Moss')).toBeInTheDocument();
    // Spec 001 §2: experience and expertise per consultant.
    expect(within(manage).getByText(/14 years · Finance & Accounting, /)).toBeInTheDocument();
    expect(within(manage).getByText(/9 years · Governance/)).toBeInTheDocument();
    expect(within(manage).getByRole('button', { name: 'Assign' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Consultant Applications' })).toHaveAttribute('href', '/admin/consultant-applications');
  });

  it("words its failures as spec 001 §8's dual-role row does, and prefers the server's message", async () => {
    const user = userEvent.setup({ delay: null });
    // A body without a message (a proxy's error page): the screen's own fallback shows.
    const noMessage = () => new Response('Bad gateway', { status: 502 });
    let assign: () => Response = noMessage;
    api({
      'POST /api/admin/assign-temp-credentials/4': () => assign(),
      'POST /api/admin/create-pre-listed-consultant': noMessage,
    });
    renderAdminView();

    const manage = (await screen.findByRole('heading', { name: 'Manage Existing Consultants' }, { timeout: 20_000 })).closest('.ant-card') as HTMLElement;
    const password = await within(manage).findByLabelText('Temporary password for Eli Moss');
    await user.type(password, 'Fresh-Passw0rd!');
    await user.click(within(manage).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Failed to assign temporary credentials')).toBeInTheDocument();

    assign = () => json(409, { statusCode: 409, message: 'This consultant already has a temporary password' });
    await user.click(within(manage).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('This consultant already has a temporary password')).toBeInTheDocument();

    const create = screen.getByRole('heading', { name: 'Create Pre-Listed Consultant' }).closest('.ant-card') as HTMLElement;
    await user.type(within(create).getByLabelText('Full name'), 'Ravi Patel');
    await user.type(within(create).getByLabelText('Email'), 'ravi@example.org');
    await user.type(within(create).getByLabelText('Username'), 'ravi.patel');
    await user.click(within(create).getByRole('button', { name: 'Generate' }));
    await user.click(within(create).getByRole('checkbox', { name: 'Finance & Accounting' }));
    await user.type(within(create).getByLabelText('Profile summary'), 'Trustee');
    await user.click(within(create).getByRole('button', { name: 'Create Consultant' }));
    expect(await screen.findByText('Failed to create pre-listed consultant')).toBeInTheDocument();
  });

  it("says 'No approved consultants found' when the grid is empty", async () => {
    api({ 'GET /api/admin/consultant-credentials': () => json(200, { credentials: [], total: 0, page: 1, pageSize: 50 }) });
    renderAdminView();

    expect(await screen.findByText('No approved consultants found', undefined, { timeout: 20_000 })).toBeInTheDocument();
  });
});
