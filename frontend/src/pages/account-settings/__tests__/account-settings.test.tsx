import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, makeUser, mockApi } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

jest.setTimeout(60_000);

const ACCOUNT = {
  username: 'priya',
  email: 'priya@example.org',
  name: 'Priya Shah',
  role: 'charity',
  phone: null,
  bio: null,
  website: null,
  organisation: 'Riverside Food Bank',
  charity: {
    registeredNumber: '123',
    revenue: 450000,
    employeeCount: 12,
    foundingYear: 2009,
    mission: null,
    primaryCause: null,
    location: 'Leeds',
  },
};

function signedIn(patch: (request: Request) => Response | Promise<Response>) {
  return mockApi({
    'GET /api/auth/user': () => json(200, makeUser({ name: 'Priya Shah' })),
    'GET /api/account': () => json(200, ACCOUNT),
    'PATCH /api/account': patch,
  });
}

describe('account settings', () => {
  it('asks for the current password only when the e-mail changes, and sends just the changes', async () => {
    const api = signedIn(async (request) => json(200, { ...ACCOUNT, ...((await request.json()) as object) }));
    renderApp('/account-settings');
    const user = userEvent.setup();

    const email = await screen.findByLabelText('Email address', {}, { timeout: 10_000 });
    expect(screen.getByLabelText('Annual income (£)')).toHaveValue('450000');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.clear(email);
    await user.paste('priya.shah@example.org');
    const password = await screen.findByLabelText('Current password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter your current password to change your email address')).toBeInTheDocument();
    expect(api.calls).not.toContain('PATCH /api/account');

    await user.click(password);
    await user.paste('Charity-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Account updated')).toBeInTheDocument();
    expect(api.bodies['PATCH /api/account']).toEqual([{ email: 'priya.shah@example.org', currentPassword: 'Charity-Passw0rd!' }]);
  });

  it("shows the server's message next to the field and in the toast", async () => {
    signedIn(() =>
      json(400, { statusCode: 400, message: 'Current password is incorrect', errors: { currentPassword: 'Current password is incorrect' } }),
    );
    renderApp('/account-settings');
    const user = userEvent.setup();

    const email = await screen.findByLabelText('Email address', {}, { timeout: 10_000 });
    await user.clear(email);
    await user.paste('other@example.org');
    await user.click(await screen.findByLabelText('Current password'));
    await user.paste('wrong-password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Current password is incorrect').length).toBeGreaterThanOrEqual(2));
  });

  it('changes the password with the current one, under the server’s rule (spec 001 §8 texts)', async () => {
    const api = signedIn(() => json(200, ACCOUNT));
    api.on('POST /api/auth/change-password', async (request) => {
      const body = (await request.json()) as { currentPassword: string };
      return body.currentPassword === 'Right-Passw0rd!'
        ? json(200, makeUser({ name: 'Priya Shah' }))
        : json(400, { statusCode: 400, message: 'Current password is incorrect', errors: { currentPassword: 'Current password is incorrect' } });
    });
    renderApp('/account-settings');
    const user = userEvent.setup();

    const current = await screen.findByLabelText('Your current password', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

    await user.click(current);
    await user.paste('Wrong-Passw0rd!');
    await user.click(screen.getByLabelText('New password'));
    await user.paste('Brand-New-Passw0rd!');
    await user.click(screen.getByLabelText('Confirm new password'));
    await user.paste('Brand-New-Passw0rd?');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/auth/change-password');

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.paste('Brand-New-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Current password is incorrect').length).toBeGreaterThanOrEqual(1));

    await user.clear(current);
    await user.paste('Right-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(api.bodies['POST /api/auth/change-password']).toEqual([
      { currentPassword: 'Wrong-Passw0rd!', newPassword: 'Brand-New-Passw0rd!' },
      { currentPassword: 'Right-Passw0rd!', newPassword: 'Brand-New-Passw0rd!' },
    ]);
  });
});
