import { screen, waitFor } from '@testing-library/react';
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
  }, 120_000); // the Add Consultant screen renders both forms' tab strip and the onboarding list too

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
