import { screen, waitFor, within } from '@testing-library/react';
import { baseApi } from '@/shared/api';
import { json, makeUser, mockApi, notSignedIn } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

describe('routing', () => {
  it('shows Page Not Found for an unknown path, with a way home', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page Not Found | CharityBridge');
  });

  it('renders the home page inside the shared layout', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Senior charity expertise');
    for (const title of ['What makes our consultants different', 'How it works', 'Choose your approach', 'Want to explore first']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Membership' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'One Off Projects' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: 'Become a Consultant' })[0]).toHaveAttribute('href', '/consultant-application');
    expect(within(main).getByRole('link', { name: 'More ways to book a call' })).toHaveAttribute('href', '/book-a-call');
    expect(within(main).getByRole('link', { name: 'Email us to book a call' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} CharityBridge. All rights reserved.`);
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Become a Consultant' })).toHaveAttribute('href', '/consultant-application');
    const linkedIn = within(footer).getByRole('link', { name: /LinkedIn/ });
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('redirects /sign-up to /register, keeping the query', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    const app = renderApp('/sign-up?tier=medium');

    await waitFor(() => expect(app.location()).toBe('/register?tier=medium'));
  });

  it('sends a visitor from /dashboard to login, with the way back', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    const app = renderApp('/dashboard');

    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fdashboard'));
    expect(await screen.findByRole('heading', { name: 'Member Login' })).toBeInTheDocument();
  });

  it('sends a signed-in consultant from /dashboard to their dashboard', async () => {
    mockApi({ 'GET /api/auth/user': () => json(200, makeUser({ role: 'consultant', isConsultant: true })) });
    const app = renderApp('/dashboard');

    await waitFor(() => expect(app.location()).toBe('/consultant-dashboard'));
  });

  it('forgets the user when another call answers 401', async () => {
    let sessionValid = true;
    mockApi({
      'GET /api/auth/user': () => (sessionValid ? json(200, makeUser()) : notSignedIn()),
      'GET /api/projects': () => json(401, { statusCode: 401, message: 'Authentication required' }),
    });
    const app = renderApp('/');
    expect(await screen.findByRole('button', { name: /Welcome back, Jane/ })).toBeInTheDocument();

    const probe = baseApi.injectEndpoints({
      endpoints: (build) => ({ projectsProbe: build.query<unknown, void>({ query: () => '/api/projects' }) }),
      overrideExisting: true,
    });
    sessionValid = false;
    await app.store.dispatch(probe.endpoints.projectsProbe.initiate());

    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Welcome back/ })).not.toBeInTheDocument();
  });
});
