import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, notSignedIn } from '@test/mockApi';
import { renderApp } from '@test/renderApp';
import { TEST_CONTACT, setBootData } from '@test/bootBlock';

afterEach(() => setBootData({ brandName: 'CharityBridge', contact: TEST_CONTACT }));

describe('/get-matched', () => {
  it('shows its own messages, then sends the enquiry and offers the way home', async () => {
    const api = mockApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/get-matched': () => json(201, { id: 3 }) });
    const user = userEvent.setup();
    renderApp('/get-matched');

    const form = await screen.findByRole('form', { name: 'Get matched' });
    expect(document.title).toBe('Get Matched | CharityBridge');
    await user.click(within(form).getByRole('button', { name: 'Submit Enquiry' }));
    for (const message of [
      'Full name is required',
      'Organisation name is required',
      'Please enter a valid email address',
      'Please provide at least 10 characters describing the support you need',
    ]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    expect(within(form).getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form).getByLabelText('Full name'), 'Sam');
    await user.type(within(form).getByLabelText('Organisation name'), 'Hope Trust');
    await user.type(within(form).getByLabelText('Email address'), 'sam@hope.org');
    await user.type(within(form).getByLabelText('What support does your charity need?'), 'A finance director two days a week.');
    await user.click(within(form).getByRole('button', { name: 'Submit Enquiry' }));

    expect(await screen.findByText('Enquiry submitted successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(api.bodies['POST /api/get-matched']).toHaveLength(1);
  });
});

describe('/waiting-list', () => {
  const fillCharity = async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) => {
    await user.type(within(form).getByLabelText('Charity name'), 'Hope Trust');
    await user.type(within(form).getByLabelText('Your name'), 'Sam Patel');
    await user.type(within(form).getByLabelText('Email address'), 'sam@hope.org');
    await user.selectOptions(within(form).getByLabelText('Charity size'), 'medium');
  };

  it('validates the charity form, submits it, and Submit Another Response returns to the form', async () => {
    const api = mockApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/waiting-list/charity': () => json(201, { id: 1, updated: false, message: "Thank you for joining the waiting list. We'll be in touch soon." }) });
    const user = userEvent.setup();
    renderApp('/waiting-list');

    expect(await screen.findByRole('heading', { level: 1, name: 'Join the waiting list' })).toBeInTheDocument();
    // Benefits the product delivers, nothing promised that nobody decided (offers, regions).
    const benefits = screen.getByRole('region', { name: 'Why join now' });
    expect(within(benefits).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Vetted senior consultants', 'Hear first', 'No obligation']);
    expect(benefits).not.toHaveTextContent(/offer|in your area/i);
    expect(screen.getByRole('tab', { name: "I'm a Charity" })).toHaveAttribute('aria-selected', 'true');
    const form = screen.getByRole('form', { name: 'Charity waiting list' });
    await user.click(within(form).getByRole('button', { name: 'Join the Waiting List' }));
    expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Please select your charity size')).toBeInTheDocument();

    await fillCharity(user, form);
    expect(within(form).getByLabelText('Charity size')).toHaveDisplayValue('Medium (£1–10 million annual income)');
    await user.click(within(form).getByRole('button', { name: 'Join the Waiting List' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for joining our waiting list!' })).toHaveFocus();
    expect(screen.getByText("Thank you for joining the waiting list. We'll be in touch soon.")).toBeInTheDocument();
    expect(api.bodies['POST /api/waiting-list/charity']).toEqual([
      { charityName: 'Hope Trust', contactName: 'Sam Patel', email: 'sam@hope.org', phone: null, charitySize: 'medium', primaryNeed: null, currentChallenges: null },
    ]);
    await user.click(screen.getByRole('button', { name: 'Submit Another Response' }));
    expect(screen.getByRole('form', { name: 'Charity waiting list' })).toBeInTheDocument();
  });

  it('validates the consultant tab with the spec messages', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    const user = userEvent.setup();
    renderApp('/market-test');

    await user.click(await screen.findByRole('tab', { name: "I'm a Consultant" }));
    const form = screen.getByRole('form', { name: 'Consultant waiting list' });
    await user.type(within(form).getByLabelText('Your areas of expertise'), 'finance');
    await user.click(within(form).getByRole('button', { name: 'Join the Waiting List' }));
    for (const message of [
      'Please describe your current role',
      'Please specify your years of experience',
      'Please describe your expertise areas',
      'Please select your charity sector experience',
      'Please select your availability',
    ]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    expect(within(form).getByLabelText('Full name')).toHaveFocus();
  });

  it('opens the consultant form on its own page with ?type=consultant, and says where to write when it fails', async () => {
    mockApi({
      'GET /api/auth/user': notSignedIn,
      'POST /api/waiting-list/consultant': () => json(500, { statusCode: 500, message: 'Something went wrong. Please try again later.' }),
    });
    const user = userEvent.setup();
    renderApp('/waiting-list?type=consultant');

    expect(await screen.findByRole('heading', { level: 1, name: 'Apply to join our consultant network' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Consultant waiting list' });
    await user.type(within(form).getByLabelText('Full name'), 'Ruth Ade');
    await user.type(within(form).getByLabelText('Email address'), 'ruth@example.org');
    await user.type(within(form).getByLabelText('Current role'), 'Finance Director');
    await user.type(within(form).getByLabelText('Years of experience'), '15');
    await user.type(within(form).getByLabelText('Your areas of expertise'), 'Charity finance and audit');
    await user.selectOptions(within(form).getByLabelText('Charity sector experience'), 'extensive');
    await user.selectOptions(within(form).getByLabelText('Availability'), 'part_time');
    await user.selectOptions(within(form).getByLabelText('Do you consult already?'), 'interested');
    await user.click(within(form).getByRole('button', { name: 'Join the Waiting List' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `Submission failed. Please try again or email us directly at ${TEST_CONTACT.email}.`,
    );
  });
});

describe('/about founder section', () => {
  it('shows the configured FOUNDER_BIO under the founder name', async () => {
    setBootData({ brandName: 'CharityBridge', contact: { ...TEST_CONTACT, founderBio: 'Ruth led finance at two national charities before starting CharityBridge.' } });
    mockApi({ 'GET /api/auth/user': notSignedIn });
    renderApp('/about');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Meet Ruth Adeyemi' });
    expect(heading.nextElementSibling).toHaveTextContent(/^Ruth led finance at two national charities before starting CharityBridge\.$/);
  });

  it('keeps only the name line when FOUNDER_NAME is set without a bio', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    renderApp('/about');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Meet Ruth Adeyemi' });
    expect(heading.nextElementSibling).toHaveTextContent(/^Ruth Adeyemi founded CharityBridge\.$/);
    expect(screen.getByRole('main')).not.toHaveTextContent('spent many years');
  });
});

describe('configured contact details', () => {
  it('shows the configured details on Book a call, About, the footer and the logo', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    renderApp('/book-a-call');

    expect(await screen.findByRole('heading', { level: 1, name: 'Book an introductory call' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('15–20 minute conversation with Ruth Adeyemi');
    for (const link of within(main).getAllByRole('link', { name: 'Email to book a call' })) {
      expect(link.getAttribute('href')).toMatch(/^mailto:hello@charitybridge\.test\?subject=/);
    }
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: TEST_CONTACT.phone })).toHaveAttribute('href', 'tel:+442079460321');
    expect(within(footer).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', TEST_CONTACT.linkedinUrl);
    expect(screen.getByRole('banner').querySelector('.site-header__brand')).toHaveAttribute('href', TEST_CONTACT.companySiteUrl);
  });

  it('leaves out every detail that is not configured, and the logo goes home', async () => {
    setBootData({ brandName: 'CharityBridge', contact: {} });
    mockApi({ 'GET /api/auth/user': notSignedIn });
    renderApp('/about');

    // No founder configured: no founder heading and no invented career, the way on stays.
    expect(await screen.findByRole('heading', { level: 2, name: 'Find out more' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /founder/i })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(/spent many years|founded/);
    expect(screen.getByRole('link', { name: 'Meet our consultants' })).toHaveAttribute('href', '/consultants');
    expect(screen.queryByRole('link', { name: /mailto|@/ })).not.toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('heading', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner').querySelector('.site-header__brand')).toHaveAttribute('href', '/');
    expect(document.body.innerHTML).not.toContain('.example');
  });
});

describe('first load and visits', () => {
  it('trusts the boot block that says the visitor is signed out: no /api/auth/user call', async () => {
    setBootData({ brandName: 'CharityBridge', contact: TEST_CONTACT, signedIn: false });
    const api = mockApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/track-visit': () => json(201, {}) });
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(api.calls).not.toContain('GET /api/auth/user');
  });

  it('records a visit per route change with one visitor id kept in localStorage', async () => {
    const api = mockApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/track-visit': () => json(201, {}) });
    const user = userEvent.setup();
    renderApp('/waiting-list?type=consultant');

    await waitFor(() => expect(api.bodies['POST /api/track-visit']).toHaveLength(1));
    const [first] = api.bodies['POST /api/track-visit'] as { page: string; visitorId: string }[];
    expect(first.page).toBe('/waiting-list');
    expect(first.visitorId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(localStorage.getItem('visitorId')).toBe(first.visitorId);

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Pricing' }));
    await waitFor(() => expect(api.bodies['POST /api/track-visit']).toHaveLength(2));
    expect(api.bodies['POST /api/track-visit'][1]).toEqual({ page: '/pricing', visitorId: first.visitorId });
  });

  it.each([
    ['an error answer', () => json(500, { statusCode: 500, message: 'Something went wrong' }), /^500: /],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to fetch'],
  ])('logs a failing visit call (%s) with console.debug only, and the page carries on', async (_label, answer, logged) => {
    mockApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/track-visit': answer });
    const errors = jest.spyOn(console, 'error');
    const warnings = jest.spyOn(console, 'warn');
    const debug = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
    renderApp('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'The story behind CharityBridge' })).toBeInTheDocument();
    await waitFor(() => expect(debug).toHaveBeenCalledWith('Visit tracking failed', expect.anything()));
    const reason = debug.mock.calls.find(([label]) => label === 'Visit tracking failed')![1];
    expect(String(reason instanceof Error ? reason.message : reason)).toMatch(logged);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });
});
