import { screen } from '@testing-library/react';
import { mockApi, notSignedIn } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

// Another fee than the real one: the description must follow the contracts constant, not a typed-in figure.
jest.mock('@contracts', () => ({ ...jest.requireActual('@contracts'), ONE_OFF_SETUP_FEE: 1234 }));

describe('/pricing meta description', () => {
  it('states the one-off setup fee from the contracts constant, formatted as GBP', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    renderApp('/pricing');

    expect(await screen.findByRole('heading', { level: 1, name: 'Simple, transparent pricing' })).toBeInTheDocument();
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toContain('one-off projects from a £1,234 setup fee');
    expect(description).not.toContain('£249');
  });
});
