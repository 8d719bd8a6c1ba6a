import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, makeUser, mockApi, notSignedIn, type MockHandler } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

type UserEventApi = ReturnType<typeof userEvent.setup>;

// Four steps of antd fields typed key by key: slower than the default 5 s in jsdom.
jest.setTimeout(30_000);

const DRAFT_KEY = 'consultantApplicationDraft';
const PASSWORD = 'Sup3r-secret!';
const APPLICANT = makeUser({
  id: 52,
  name: 'Amara Shah',
  username: 'amara.shah',
  email: 'amara@example.org',
  role: 'consultant',
  isConsultant: true,
  // D14: the application records the consent, so the applicant owes no onboarding terms step.
  hasAcceptedTerms: true,
});

function applicationServer(answer: MockHandler = () => json(201, APPLICANT)) {
  let signedIn = false;
  return mockApi({
    'GET /api/auth/user': () => (signedIn ? json(200, APPLICANT) : notSignedIn()),
    'GET /api/projects': () => json(200, []),
    'POST /api/register/consultant': async (request) => {
      const response = await answer(request);
      signedIn = response.status === 201;
      return response;
    },
  });
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const nextStep = (user: UserEventApi) => user.click(screen.getByRole('button', { name: 'Next Step' }));

async function fillAccount(user: UserEventApi, password = PASSWORD) {
  await user.type(await screen.findByLabelText('Username'), 'amara.shah');
  await user.type(field('Email address'), 'amara@example.org');
  await user.type(field('Password'), password);
  await user.type(field('Confirm password'), password);
}

async function fillPersonal(user: UserEventApi) {
  await user.type(await screen.findByLabelText('Full name'), 'Amara Shah');
  await user.type(field('Phone number'), '07700 900123');
  await user.type(field('Professional bio'), 'Finance director.');
}

async function fillProfessional(user: UserEventApi) {
  await user.type(await screen.findByLabelText('LinkedIn profile'), 'https://www.linkedin.com/in/amara-shah');
  await user.type(field(/^Years of experience/), '15');
}

async function expectStep(step: number, heading: string) {
  expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  expect(screen.getByText(`Step ${step} of 4`)).toBeInTheDocument();
  expect(screen.getByText(`${step * 25}% Complete`)).toBeInTheDocument();
}

function toast() {
  return screen.getByTestId('toast');
}

describe('consultant application', () => {
  it('starts with Account Setup, a strength meter and a real show/hide button', async () => {
    applicationServer();
    renderApp('/consultant-application');
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Apply to Become a Consultant' })).toBeInTheDocument();
    await expectStep(1, 'Account Setup');
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login');

    const toggle = screen.getByRole('button', { name: 'Show passwords' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(field('Password')).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(field('Password')).toHaveAttribute('type', 'text');
    expect(field('Confirm password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveFocus();

    await user.type(field('Password'), 'abcdefgh');
    const meter = screen.getByTestId('password-strength');
    await waitFor(() => expect(meter).toHaveTextContent('Password strength: Weak'));
    // The meter describes the password field for screen-reader users.
    expect(field('Password')).toHaveAccessibleDescription(expect.stringContaining('Password strength: Weak'));
    await user.type(field('Password'), 'A');
    await waitFor(() => expect(meter).toHaveTextContent('Password strength: Medium'));
    await user.type(field('Password'), '1');
    await waitFor(() => expect(meter).toHaveTextContent('Password strength: Strong'));
  });

  it('never blocks a weak password that the server accepts', async () => {
    applicationServer();
    renderApp('/consultant-application');
    const user = userEvent.setup({ delay: null });

    await fillAccount(user, 'abcdefgh');
    await waitFor(() => expect(screen.getByTestId('password-strength')).toHaveTextContent('Weak'));
    await nextStep(user);

    await expectStep(2, 'Personal Information');
  });

  it('validates each step before moving on', async () => {
    const api = applicationServer();
    renderApp('/consultant-application');
    const user = userEvent.setup({ delay: null });

    await screen.findByLabelText('Username');
    await nextStep(user);
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await fillAccount(user);
    await user.clear(field('Confirm password'));
    await user.type(field('Confirm password'), 'Sup3r-secret?');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await user.clear(field('Confirm password'));
    await user.type(field('Confirm password'), PASSWORD);
    await nextStep(user);

    await expectStep(2, 'Personal Information');
    await nextStep(user);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await fillPersonal(user);
    await nextStep(user);

    await expectStep(3, 'Professional Details');
    expect(field(/^Organisation/)).not.toBeRequired();
    await user.type(field('LinkedIn profile'), 'not a profile');
    await nextStep(user);
    expect(await screen.findByText('Please enter a valid LinkedIn profile URL')).toBeInTheDocument();
    await user.clear(field('LinkedIn profile'));
    await user.type(field('LinkedIn profile'), 'javascript:alert(1)//linkedin.com/in/x');
    expect(await screen.findByText('Please enter a valid LinkedIn profile URL')).toBeInTheDocument();
    await user.clear(field('LinkedIn profile'));
    await user.type(field('LinkedIn profile'), 'linkedin.com/in/amara-shah');
    await nextStep(user);

    await expectStep(4, 'Expertise and Availability');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Select at least one expertise area')).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('You must accept the privacy policy')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/register/consultant');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await expectStep(3, 'Professional Details');
    expect(field('LinkedIn profile')).toHaveValue('linkedin.com/in/amara-shah');
  });

  it('saves a draft on every change without the passwords, and restores it after a reload', async () => {
    applicationServer();
    const first = renderApp('/consultant-application');
    const user = userEvent.setup({ delay: null });

    await fillAccount(user);
    await nextStep(user);
    await fillPersonal(user);

    const saved = localStorage.getItem(DRAFT_KEY) ?? '';
    expect(saved).not.toContain(PASSWORD);
    const stored = JSON.parse(saved) as { values: Record<string, unknown> };
    expect(stored.values).toMatchObject({
      username: 'amara.shah',
      email: 'amara@example.org',
      name: 'Amara Shah',
      phone: '07700 900123',
      bio: 'Finance director.',
      availability: true,
      expertise: [],
    });
    expect(Object.keys(stored.values)).not.toEqual(expect.arrayContaining(['password']));
    expect(stored.values).not.toHaveProperty('password');
    expect(stored.values).not.toHaveProperty('confirmPassword');
    expect(stored.values).not.toHaveProperty('termsAccepted');

    // "Reload": a new app on the same browser storage.
    first.unmount();
    renderApp('/consultant-application');

    await expectStep(1, 'Account Setup');
    expect(screen.getByRole('status')).toHaveTextContent('We restored the application you started earlier.');
    expect(field('Username')).toHaveValue('amara.shah');
    expect(field('Email address')).toHaveValue('amara@example.org');
    expect(field('Password')).toHaveValue('');
    expect(field('Confirm password')).toHaveValue('');

    await user.type(field('Password'), PASSWORD);
    await user.type(field('Confirm password'), PASSWORD);
    await nextStep(user);
    expect(await screen.findByLabelText('Full name')).toHaveValue('Amara Shah');
    expect(field('Professional bio')).toHaveValue('Finance director.');
  });

  it('can throw a restored draft away', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, savedAt: '2025-01-01T00:00:00Z', values: { username: 'old.name', name: 'Old Name' } }));
    applicationServer();
    renderApp('/consultant-application');
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByLabelText('Username')).toHaveValue('old.name');
    await user.click(screen.getByRole('button', { name: 'Start again with an empty form' }));

    expect(field('Username')).toHaveValue('');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.queryByText(/We restored the application/)).not.toBeInTheDocument();
  });

  it('ignores a draft it cannot trust', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, values: { username: 42, password: 'leaked', expertise: ['finance', 'astrology'] } }));
    applicationServer();
    renderApp('/consultant-application');

    expect(await screen.findByLabelText('Username')).toHaveValue('');
    expect(field('Password')).toHaveValue('');
  });

  it('sends exactly the spec payload, clears the draft and opens the dashboard after 2 seconds', async () => {
    const api = applicationServer();
    const app = renderApp('/consultant-application');
    const user = userEvent.setup({ delay: null });

    await fillAccount(user);
    await nextStep(user);
    await fillPersonal(user);
    await nextStep(user);
    await user.type(await screen.findByLabelText(/^Organisation/), 'Shah Advisory');
    await fillProfessional(user);
    await nextStep(user);
    await expectStep(4, 'Expertise and Availability');

    const expertise = screen.getByRole('group', { name: 'Areas of expertise' });
    expect(within(expertise).getAllByRole('checkbox')).toHaveLength(10);
    await user.click(within(expertise).getByRole('checkbox', { name: 'Finance & Accounting' }));
    await user.click(within(expertise).getByRole('checkbox', { name: 'Governance' }));
    const available = screen.getByRole('checkbox', { name: 'I am currently available to take on new projects' });
    expect(available).toBeChecked();
    await user.click(available);
    expect(screen.getByText(/we review every application within 2 to 3 business days/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the privacy policy/ }));
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).not.toContain('termsAccepted');

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(toast()).toHaveTextContent('Application submitted successfully'));
    expect(toast()).toHaveTextContent(
      'You should receive a confirmation email shortly. An admin will be in touch to arrange an interview.',
    );
    expect(api.bodies['POST /api/register/consultant']).toEqual([
      {
        username: 'amara.shah',
        password: PASSWORD,
        email: 'amara@example.org',
        name: 'Amara Shah',
        organisation: 'Shah Advisory',
        phone: '07700 900123',
        website: '',
        bio: 'Finance director.',
        termsAccepted: true,
        privacyAccepted: true,
        consultant: {
          expertise: ['finance', 'governance'],
          yearsExperience: 15,
          availability: false,
          linkedin: 'https://www.linkedin.com/in/amara-shah',
        },
      },
    ]);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(app.location()).toBe('/consultant-application');
    expect(await screen.findByRole('button', { name: /Welcome back, Amara\b/ })).toBeInTheDocument();

    await waitFor(() => expect(app.location()).toBe('/consultant-dashboard'), { timeout: 4000 });
    // ...and stays there: no detour through the onboarding terms step.
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultant Dashboard' })).toBeInTheDocument();
    expect(app.location()).toBe('/consultant-dashboard');
  });

  it("refuses years of experience that are not a whole number with the server's message, and sends blank as 0", async () => {
    const api = applicationServer();
    renderApp('/consultant-application');
    const user = userEvent.setup({ delay: null });

    await fillAccount(user);
    await nextStep(user);
    await fillPersonal(user);
    await nextStep(user);
    await user.type(await screen.findByLabelText('LinkedIn profile'), 'https://linkedin.com/in/amara');
    await user.type(field(/^Years of experience/), 'many');
    await nextStep(user);
    expect(await screen.findByText('Years of experience must be a whole number')).toBeInTheDocument();
    await user.clear(field(/^Years of experience/));
    await nextStep(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Strategic Planning' }));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(api.bodies['POST /api/register/consultant']).toHaveLength(1));
    expect(api.bodies['POST /api/register/consultant'][0]).toMatchObject({
      consultant: { yearsExperience: 0, expertise: ['strategy'], availability: true },
    });
  });

  describe('when the server refuses', () => {
    async function applyUntilTheServerAnswers(answer: MockHandler) {
      applicationServer(answer);
      const app = renderApp('/consultant-application');
      const user = userEvent.setup({ delay: null });
      await fillAccount(user);
      await nextStep(user);
      await fillPersonal(user);
      await nextStep(user);
      await fillProfessional(user);
      await nextStep(user);
      await user.click(await screen.findByRole('checkbox', { name: 'Fundraising' }));
      await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
      await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
      await user.click(screen.getByRole('button', { name: 'Submit Application' }));
      await waitFor(() => expect(toast()).toHaveTextContent('Application failed'));
      return app;
    }

    it('maps a taken username and takes the user back to it', async () => {
      const app = await applyUntilTheServerAnswers(() => json(409, { statusCode: 409, message: 'Username already taken' }));

      expect(toast()).toHaveTextContent('This username is already taken. Please choose a different one.');
      await expectStep(1, 'Account Setup');
      expect(await screen.findByText('This username is already taken. Please choose a different one.', { selector: '.plain-field__error' })).toBeInTheDocument();
      await waitFor(() => expect(field('Username')).toHaveFocus());
      // The draft survives a failure.
      expect(localStorage.getItem(DRAFT_KEY)).toContain('amara.shah');
      expect(app.location()).toBe('/consultant-application');
    });

    it('maps an e-mail already in use', async () => {
      await applyUntilTheServerAnswers(() => json(409, { statusCode: 409, message: 'Email already in use' }));

      expect(toast()).toHaveTextContent('This email address is already registered. Please use a different one or try logging in.');
    });

    it('maps invalid input', async () => {
      await applyUntilTheServerAnswers(() =>
        json(400, {
          statusCode: 400,
          message: 'Invalid input: Years of experience must be a whole number',
          errors: { 'consultant.yearsExperience': 'Years of experience must be a whole number' },
        }),
      );

      expect(toast()).toHaveTextContent('Please check your form data and ensure all required fields are completed correctly.');
      await expectStep(3, 'Professional Details');
      expect(await screen.findByText('Years of experience must be a whole number')).toBeInTheDocument();
    });

    it('falls back for anything else', async () => {
      await applyUntilTheServerAnswers(() => json(500, { statusCode: 500, message: 'Something went wrong. Please try again later.' }));

      expect(toast()).toHaveTextContent('There was an error during your application. Please try again.');
      // The button comes back from its loading state once the failure is handled.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled());
    });
  });

  it('opens the terms and privacy text in an 800x600 window', async () => {
    applicationServer();
    const popup = { focus: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderApp('/consultant-application');
    const user = userEvent.setup({ delay: null });

    await fillAccount(user);
    await nextStep(user);
    await fillPersonal(user);
    await nextStep(user);
    await fillProfessional(user);
    await nextStep(user);

    const termsLink = await screen.findByRole('link', { name: /terms and conditions \(opens in a new window\)/ });
    expect(termsLink).toHaveAttribute('href', '/terms-popup');
    await user.click(termsLink);
    expect(open).toHaveBeenCalledWith('/terms-popup', 'terms', expect.stringMatching(/width=800,height=600/));
    expect(popup.focus).toHaveBeenCalled();
    // Following the link does not tick the box.
    expect(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ })).not.toBeChecked();

    await user.click(screen.getByRole('link', { name: /privacy policy/ }));
    expect(open).toHaveBeenLastCalledWith('/privacy-popup', 'privacy', expect.stringMatching(/width=800,height=600/));
  });
});
