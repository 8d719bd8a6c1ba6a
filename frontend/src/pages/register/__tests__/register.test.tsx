import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, json, mockApi, notSignedIn, type MockHandler } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

type UserEventApi = ReturnType<typeof userEvent.setup>;

// Four steps of fields typed key by key: slower than the default 5 s in jsdom.
jest.setTimeout(30_000);

const NEW_CHARITY = makeUser({ id: 41, name: 'Ruth Okafor', username: 'riverside', email: 'ruth@riverside.example', role: 'charity' });

/** The server: nobody signed in until the registration succeeds, then the new charity user. */
function registrationServer(answer: MockHandler = () => json(201, NEW_CHARITY)) {
  let signedIn = false;
  return mockApi({
    'GET /api/auth/user': () => (signedIn ? json(200, NEW_CHARITY) : notSignedIn()),
    'POST /api/register/charity': async (request) => {
      const response = await answer(request);
      signedIn = response.status === 201;
      return response;
    },
  });
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const next = (user: UserEventApi) => user.click(screen.getByRole('button', { name: 'Next' }));

async function fillAccount(user: UserEventApi) {
  await user.type(await screen.findByLabelText('Username'), 'riverside');
  await user.type(field('Email address'), 'ruth@riverside.example');
  await user.type(field('Password'), 'Str0ng-pass');
  await user.type(field('Confirm password'), 'Str0ng-pass');
}

async function expectStep(step: number, heading: string) {
  expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  expect(screen.getByText(`Step ${step} of 4`)).toBeInTheDocument();
  expect(screen.getByText(`${step * 25}% Complete`)).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute('aria-valuenow', String(step * 25));
}

describe('charity registration', () => {
  it('starts at step 1 of 4 with labelled fields and the links the spec asks for', async () => {
    registrationServer();
    renderApp('/register?type=charity');

    expect(await screen.findByRole('heading', { level: 1, name: 'Register your charity' })).toBeInTheDocument();
    await expectStep(1, 'Account Details');
    expect(field('Username')).toHaveAttribute('autocomplete', 'username');
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(field('Confirm password')).toHaveAttribute('autocomplete', 'new-password');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(main).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(main).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(document.title).toBe('Register your charity | CharityBridge');
  });

  it('Next validates only the current step and stays there while it is invalid', async () => {
    const api = registrationServer();
    renderApp('/register');
    const user = userEvent.setup({ delay: null });

    await screen.findByRole('button', { name: 'Next' });
    await next(user);

    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    // The first invalid field takes the focus and its message is tied to it.
    await waitFor(() => expect(field('Username')).toHaveFocus());
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Username')).toHaveAccessibleDescription(expect.stringContaining('Username must be at least 3 characters'));

    // Then validation follows typing.
    await user.type(field('Username'), 'riverside');
    await user.type(field('Email address'), 'ruth@riverside.example');
    await user.type(field('Password'), 'short12');
    await user.type(field('Confirm password'), 'different');
    await waitFor(() => expect(screen.queryByText('Username must be at least 3 characters')).not.toBeInTheDocument());
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await next(user);
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();

    await user.clear(field('Password'));
    await user.type(field('Password'), 'different');
    await waitFor(() => expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument());
    await next(user);
    await expectStep(2, 'Personal Information');
    // The new step's heading takes the focus.
    expect(screen.getByRole('heading', { level: 2, name: 'Personal Information' })).toHaveFocus();

    // Step 2 needs a name; nothing was sent to the server on the way.
    await next(user);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/register/charity');
  });

  it('Previous goes back and keeps what was typed', async () => {
    registrationServer();
    renderApp('/register');
    const user = userEvent.setup({ delay: null });

    await fillAccount(user);
    await next(user);
    await expectStep(2, 'Personal Information');
    await user.type(field('Full name'), 'Ruth Okafor');
    await user.click(screen.getByRole('button', { name: 'Previous' }));

    await expectStep(1, 'Account Details');
    expect(field('Username')).toHaveValue('riverside');
    expect(field('Email address')).toHaveValue('ruth@riverside.example');
    expect(field('Password')).toHaveValue('Str0ng-pass');

    await next(user);
    expect(await screen.findByLabelText('Full name')).toHaveValue('Ruth Okafor');
  });

  it('sends exactly the spec payload from step 4, with number fallbacks, then opens the charity dashboard', async () => {
    const api = registrationServer();
    const app = renderApp('/register?tier=medium');
    const user = userEvent.setup({ delay: null });

    await fillAccount(user);
    await next(user);
    await user.type(await screen.findByLabelText('Full name'), '  Ruth Okafor ');
    await user.type(field(/^Phone number/), '020 7946 0000');
    await user.type(field(/^About you/), 'Chief executive.');
    await next(user);
    await expectStep(3, 'Organisation Details');
    await user.type(field('Organisation name'), 'Riverside Food Bank');
    await user.type(field(/^Website/), 'https://riverside.example');
    await user.type(field(/^Charity registration number/), '1234567');
    await user.type(field(/^Annual income/), 'about a million');
    await user.type(field(/^Year founded/), 'long ago');
    await user.type(field(/^Location/), 'Leeds');
    await next(user);
    // Text that is not a number is refused with the server's message; blank falls back (spec).
    expect(await screen.findByText('Revenue must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('Founding year must be a year')).toBeInTheDocument();
    await user.clear(field(/^Annual income/));
    await user.clear(field(/^Year founded/));
    await next(user);
    await expectStep(4, 'Mission and Membership');
    expect(api.calls).not.toContain('POST /api/register/charity');

    await user.type(field(/^Primary cause/), 'Food poverty');
    await user.type(field(/^Mission/), 'No one in Leeds goes hungry.');
    // The tier from the pricing card is chosen, with the one set of revenue bands (DECISIONS D9).
    const tiers = screen.getByRole('group', { name: 'Membership tier' });
    expect(within(tiers).getByRole('radio', { name: /Medium Organization/ })).toBeChecked();
    expect(within(tiers).getByRole('radio', { name: /Small Organization.*under £1 million/ })).not.toBeChecked();
    expect(within(tiers).getByRole('radio', { name: /Large Organization.*over £10 million/ })).toBeInTheDocument();

    // Terms and privacy must both be accepted.
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByText('You must accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('You must accept the privacy policy')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/register/charity');
    expect(screen.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: /privacy policy \(opens in a new tab\)/ })).toHaveAttribute('href', '/privacy');

    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    await waitFor(() => expect(app.location()).toBe('/charity-dashboard'));
    expect(api.bodies['POST /api/register/charity']).toEqual([
      {
        username: 'riverside',
        password: 'Str0ng-pass',
        email: 'ruth@riverside.example',
        name: 'Ruth Okafor',
        organisation: 'Riverside Food Bank',
        phone: '020 7946 0000',
        website: 'https://riverside.example',
        bio: 'Chief executive.',
        termsAccepted: true,
        privacyAccepted: true,
        charity: {
          registeredNumber: '1234567',
          revenue: 0,
          employeeCount: 0,
          foundingYear: new Date().getFullYear(),
          mission: 'No one in Leeds goes hungry.',
          primaryCause: 'Food poverty',
          location: 'Leeds',
          membershipTier: 'medium',
        },
      },
    ]);
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent('Registration successful');
    expect(toast).toHaveTextContent('You can now access your charity dashboard.');
    // The current user is the new charity at once, and is read again from the server.
    expect(await screen.findByRole('button', { name: /Welcome back, Ruth/ })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((call) => call === 'GET /api/auth/user').length).toBeGreaterThanOrEqual(2));
  });

  it('reads numbers with separators and rejects impossible ones', async () => {
    const api = registrationServer();
    renderApp('/register?tier=large');
    const user = userEvent.setup({ delay: null });

    await fillAccount(user);
    await next(user);
    await user.type(await screen.findByLabelText('Full name'), 'Ruth Okafor');
    await next(user);
    await user.type(await screen.findByLabelText('Organisation name'), 'Riverside Food Bank');
    await user.type(field(/^Annual income/), '-5');
    await user.type(field(/^Year founded/), '1850');
    await next(user);
    expect(await screen.findByText('Revenue cannot be negative')).toBeInTheDocument();

    await user.clear(field(/^Annual income/));
    await user.type(field(/^Annual income/), '£1,250,000');
    await user.type(field(/^Number of employees/), '12 staff');
    expect(await screen.findByText('Employee count must be a whole number')).toBeInTheDocument();
    await user.clear(field(/^Number of employees/));
    await user.type(field(/^Number of employees/), '1,200');
    await user.clear(field(/^Year founded/));
    await user.type(field(/^Year founded/), '2200');
    expect(await screen.findByText(`Founding year must be between 1000 and ${new Date().getFullYear()}`)).toBeInTheDocument();
    await user.clear(field(/^Year founded/));
    await user.type(field(/^Year founded/), '1998');
    await next(user);
    await expectStep(4, 'Mission and Membership');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    await waitFor(() => expect(api.bodies['POST /api/register/charity']).toHaveLength(1));
    expect(api.bodies['POST /api/register/charity'][0]).toMatchObject({
      phone: '',
      website: '',
      bio: '',
      charity: { revenue: 1250000, employeeCount: 1200, foundingYear: 1998, membershipTier: 'large', mission: '', location: '' },
    });
    const body = api.bodies['POST /api/register/charity'][0] as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'bio',
      'charity',
      'email',
      'name',
      'organisation',
      'password',
      'phone',
      'privacyAccepted',
      'termsAccepted',
      'username',
      'website',
    ]);
  });

  it('refuses a website that is not an http(s) address, as the server does', async () => {
    registrationServer();
    renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await fillAccount(user);
    await next(user);
    await user.type(await screen.findByLabelText('Full name'), 'Ruth Okafor');
    await next(user);
    await user.type(await screen.findByLabelText('Organisation name'), 'Riverside Food Bank');
    await user.type(field(/^Website/), 'javascript:alert(1)');
    await next(user);
    expect(await screen.findByText('Please enter a valid website address (http or https)')).toBeInTheDocument();
    await user.clear(field(/^Website/));
    await user.type(field(/^Website/), 'riverside.example');
    await next(user);
    await expectStep(4, 'Mission and Membership');
  });

  async function registerUntilTheServerAnswers(answer: MockHandler, path = '/register') {
    registrationServer(answer);
    const app = renderApp(path);
    const user = userEvent.setup({ delay: null });
    await fillAccount(user);
    await next(user);
    await user.type(await screen.findByLabelText('Full name'), 'Ruth Okafor');
    await next(user);
    await user.type(await screen.findByLabelText('Organisation name'), 'Riverside Food Bank');
    await next(user);
    await user.click(await screen.findByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    return app;
  }

  it('shows the server message when the username is taken and goes back to that field', async () => {
    const app = await registerUntilTheServerAnswers(() => json(409, { statusCode: 409, message: 'Username already taken' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Registration failed'));
    expect(screen.getByTestId('toast')).toHaveTextContent('Username already taken');
    await expectStep(1, 'Account Details');
    expect(await screen.findByText('Username already taken', { selector: '.plain-field__error' })).toBeInTheDocument();
    await waitFor(() => expect(field('Username')).toHaveFocus());
    expect(field('Password')).toHaveValue('Str0ng-pass');
    expect(app.location()).toBe('/register');
  });

  it('places field errors from a 400 on their step', async () => {
    await registerUntilTheServerAnswers(() =>
      json(400, {
        statusCode: 400,
        message: 'Invalid input: Founding year must be a year',
        errors: { 'charity.foundingYear': 'Founding year must be a year' },
      }),
    );

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Invalid input: Founding year must be a year'));
    await expectStep(3, 'Organisation Details');
    expect(await screen.findByText('Founding year must be a year')).toBeInTheDocument();
  });

  it('falls back to the spec text when the server says nothing useful', async () => {
    await registerUntilTheServerAnswers(() => new Response(null, { status: 502, statusText: 'Bad Gateway' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Registration failed'));
    expect(screen.getByTestId('toast')).toHaveTextContent('There was an error during registration. Please try again.');
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
  });

  it('keeps the thread: a registration that came from a sign-in redirect ends there, query included (issue 16)', async () => {
    const app = await registerUntilTheServerAnswers(() => json(201, NEW_CHARITY), `/register?redirect=${encodeURIComponent('/project-request?type=oneoff')}`);

    await waitFor(() => expect(app.location()).toBe('/project-request?type=oneoff'));
  });

  it('ignores a redirect to another site and opens the dashboard', async () => {
    const app = await registerUntilTheServerAnswers(() => json(201, NEW_CHARITY), `/register?redirect=${encodeURIComponent('//evil.example')}`);

    await waitFor(() => expect(app.location()).toBe('/charity-dashboard'));
  });

  it('sends someone already signed in to their dashboard', async () => {
    mockApi({ 'GET /api/auth/user': () => json(200, NEW_CHARITY) });
    const app = renderApp('/register');

    await waitFor(() => expect(app.location()).toBe('/charity-dashboard'));
  });
});
