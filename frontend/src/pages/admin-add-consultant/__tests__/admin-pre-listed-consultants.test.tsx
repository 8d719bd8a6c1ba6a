import { screen, within } from '@testing-library/react';
import { adminApi } from '@test/adminApi';
import { json } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

// Whole-app renders with antd: generous on a busy two-core machine.
jest.setTimeout(60_000);

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
