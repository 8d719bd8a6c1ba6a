import { waitFor } from '@testing-library/react';
import { json, mockApi, notSignedIn } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

jest.setTimeout(30_000);

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

/** Pages that used to keep the site-wide description: each now says what it is, with the configured brand. */
describe('meta descriptions of the remaining public pages', () => {
  it.each([
    ['/consultants', "Browse CharityBridge's handpicked senior consultants for charities by expertise and availability, and request an introduction."],
    ['/register', 'Register your charity with CharityBridge to choose a membership and get matched with vetted senior consultants.'],
    ['/consultant-application', 'Apply to join CharityBridge as a consultant and offer your senior charity-sector experience to the charities that need it.'],
    ['/terms', 'The terms and conditions for charities and consultants using CharityBridge.'],
    ['/privacy', 'How CharityBridge collects, uses and protects your personal data, and the rights you have over it.'],
    ['/login', 'Sign in to your CharityBridge account to reach your charity, consultant or admin dashboard.'],
  ])('%s has its own description', async (path, expected) => {
    mockApi({ 'GET /api/auth/user': notSignedIn, 'GET /api/consultants': () => json(200, { data: [], total: 0, page: 1, pageSize: 24 }) });
    renderApp(path);
    await waitFor(() => expect(description()).toBe(expected));
  });
});
