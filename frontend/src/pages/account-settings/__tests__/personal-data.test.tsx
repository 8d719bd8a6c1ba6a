import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONAL_DATA_MESSAGES, type AccountConsentsView } from '@contracts';
import { json, makeUser, mockApi } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

jest.setTimeout(60_000);

const ACCOUNT = { username: 'priya', email: 'priya@example.org', name: 'Priya Shah', role: 'charity', phone: null, bio: null, website: null, organisation: 'Riverside Food Bank', charity: null };
const CONSENTS: AccountConsentsView = { acceptances: [{ termsVersion: '1.0', acceptedAt: '2026-03-01T10:00:00.000Z' }], nonEssentialMail: { granted: true, history: [] } };

function signedIn(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': () => json(200, makeUser({ name: 'Priya Shah' })),
    'GET /api/account': () => json(200, ACCOUNT),
    'GET /api/account/consents': () => json(200, CONSENTS),
    ...extra,
  });
}

describe('Account Settings: consents, your data, delete account (issue 19)', () => {
  it('shows the accepted terms and stores the mail choice', async () => {
    let consents: AccountConsentsView = CONSENTS;
    const api = signedIn({
      'GET /api/account/consents': () => json(200, consents),
      'PUT /api/account/mail-preferences': () => {
        consents = { ...CONSENTS, nonEssentialMail: { granted: false, history: [{ granted: false, recordedAt: '2026-11-26T05:00:00.000Z' }] } };
        return json(200, consents);
      },
    });
    renderApp('/account-settings');
    const card = (await screen.findByRole('heading', { name: 'Consents and e-mails' }, { timeout: 15_000 })).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText(/Version 1\.0, accepted Mar 1, 2026/)).toBeInTheDocument();
    const checkbox = within(card).getByRole('checkbox', { name: /digests and reminders/ });
    expect(checkbox).toBeChecked();
    await userEvent.setup().click(checkbox);
    expect(await within(card).findByText(/Turned off/)).toBeInTheDocument();
    expect(api.bodies['PUT /api/account/mail-preferences']).toEqual([{ nonEssentialMail: false }]);
  });

  it('asks for the password and a confirmation before deleting, and explains a refusal', async () => {
    const api = signedIn({ 'POST /api/account/delete': () => json(409, { statusCode: 409, message: PERSONAL_DATA_MESSAGES.projectInProgress }) });
    renderApp('/account-settings');
    const user = userEvent.setup();
    const card = (await screen.findByRole('heading', { name: 'Delete account' }, { timeout: 15_000 })).closest('.ant-card') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Delete my account' }));
    expect(await within(card).findByText(PERSONAL_DATA_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/account/delete');

    await user.type(within(card).getByLabelText('Password'), 'Charity-Passw0rd!');
    await user.click(within(card).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(PERSONAL_DATA_MESSAGES.projectInProgress);
    expect(api.bodies['POST /api/account/delete']).toEqual([{ password: 'Charity-Passw0rd!' }]);
  });
});
