import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, notSignedIn } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

const tier = (name: 'small' | 'medium' | 'large') => screen.getByTestId(`tier-${name}`);

describe('/pricing', () => {
  it('switches every tier price between monthly and annual (annual = the spec figures, 10% off a year)', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    const user = userEvent.setup();
    renderApp('/pricing');

    expect(await screen.findByRole('heading', { level: 1, name: 'Simple, transparent pricing' })).toBeInTheDocument();
    expect(document.title).toBe('Pricing | CharityBridge');

    const monthly = { small: '£129', medium: '£249', large: '£479' };
    const annual = { small: '£1,393', medium: '£2,686', large: '£5,166' };
    for (const [name, price] of Object.entries(monthly)) {
      expect(tier(name as 'small')).toHaveTextContent(`${price} per month`);
    }

    const toggle = screen.getByRole('switch', { name: 'Annual billing (save 10%)' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    for (const [name, price] of Object.entries(annual)) {
      const card = tier(name as 'small');
      expect(card).toHaveTextContent(`${price} per year`);
      expect(card).not.toHaveTextContent('per month');
    }
    // 12 × £129 = £1,548; the annual price saves £155.
    expect(tier('small')).toHaveTextContent('You save £155 a year');

    // Space flips it back, from the keyboard.
    toggle.focus();
    await user.keyboard(' ');
    expect(tier('large')).toHaveTextContent('£479 per month');
  });

  it('links each tier to registration, the one-off offer to a project request, and D9 bands on the cards', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    renderApp('/pricing');

    expect(await screen.findByRole('link', { name: 'Choose Small Organization' })).toHaveAttribute('href', '/register?tier=small');
    expect(screen.getByRole('link', { name: 'Choose Medium Organization' })).toHaveAttribute('href', '/register?tier=medium');
    expect(screen.getByRole('link', { name: 'Choose Large Organization' })).toHaveAttribute('href', '/register?tier=large');
    expect(tier('small')).toHaveTextContent('Annual income under £1 million');
    expect(tier('medium')).toHaveTextContent('Annual income £1–10 million');
    expect(tier('large')).toHaveTextContent('Annual income over £10 million');
    expect(tier('large')).toHaveTextContent('15% discount on consultant rates');
    expect(screen.getByRole('link', { name: 'Start a One-Off Project' })).toHaveAttribute('href', '/project-request?type=oneoff');
    const oneOff = screen.getByRole('article', { name: 'One Off Projects' });
    expect(oneOff).toHaveTextContent('£249 setup fee, usually £499');
    expect(oneOff).toHaveTextContent('Credited to your membership if you join within 30 days');
  });

  it('has a consultant tab that leads to the application', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    const user = userEvent.setup();
    renderApp('/pricing');

    const charities = await screen.findByRole('tab', { name: 'For Charities' });
    expect(charities).toHaveAttribute('aria-selected', 'true');
    charities.focus();
    await user.keyboard('{ArrowRight}');
    const consultants = screen.getByRole('tab', { name: 'For Consultants' });
    expect(consultants).toHaveAttribute('aria-selected', 'true');
    expect(consultants).toHaveFocus();
    const panel = screen.getByRole('tabpanel', { name: 'For Consultants' });
    expect(within(panel).getByRole('link', { name: 'Apply as a Consultant' })).toHaveAttribute('href', '/consultant-application');
  });

  it('answers seven FAQ questions with the same prices and bands as the cards (D9)', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    const user = userEvent.setup();
    renderApp('/pricing');

    const faq = (await screen.findByRole('heading', { name: 'Frequently asked questions' })).closest('section')!;
    const questions = faq.querySelectorAll('details');
    expect(questions).toHaveLength(7);

    const costs = within(faq).getByText('How much does membership cost?');
    const answer = costs.closest('details')!;
    expect(answer).not.toHaveAttribute('open');
    await user.click(costs);
    expect(answer).toHaveAttribute('open');
    expect(answer).toHaveTextContent('Monthly: Small Organization £129, Medium Organization £249, Large Organization £479.');
    expect(answer).toHaveTextContent('Paid annually: Small Organization £1,393, Medium Organization £2,686, Large Organization £5,166.');

    const text = faq.textContent ?? '';
    expect(text).toContain('annual income under £1 million');
    expect(text).toContain('annual income £1–10 million');
    expect(text).toContain('annual income over £10 million');
    expect(text).toContain('5% (Small Organization), 10% (Medium Organization), 15% (Large Organization)');
    // None of the spec's contradictory figures (FAQ £199 for £1-5M, waiting-list £500k bands).
    for (const stale of ['£199', '£1-5M', '£5M', '£500k', '£2m', '£1-9']) expect(text).not.toContain(stale);
  });

  it('sends a pricing enquiry after showing the spec messages, then thanks', async () => {
    const api = mockApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/pricing-enquiry': () => json(201, { id: 1 }) });
    const user = userEvent.setup();
    renderApp('/pricing');

    const form = await screen.findByRole('form', { name: 'Pricing enquiry' });
    await user.click(within(form).getByRole('button', { name: 'Submit Enquiry' }));
    expect(within(form).getByText('Please enter your full name')).toBeInTheDocument();
    expect(within(form).getByText('Please enter your organisation name')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Please describe the support you need (minimum 10 characters)')).toBeInTheDocument();
    expect(within(form).getByLabelText('Full name')).toHaveFocus();
    expect(api.calls).not.toContain('POST /api/pricing-enquiry');

    await user.type(within(form).getByLabelText('Full name'), 'Ada Lovelace');
    expect(within(form).queryByText('Please enter your full name')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Organisation name'), 'Riverside Food Bank');
    await user.type(within(form).getByLabelText('Email address'), 'ada@riverside.org');
    await user.type(within(form).getByLabelText('What support do you need?'), 'Help choosing the right tier.');
    await user.click(within(form).getByRole('button', { name: 'Submit Enquiry' }));

    expect(await screen.findByText('Enquiry submitted successfully')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thank you for your enquiry' })).toBeInTheDocument();
    expect(api.bodies['POST /api/pricing-enquiry']).toEqual([
      { fullName: 'Ada Lovelace', organisationName: 'Riverside Food Bank', email: 'ada@riverside.org', supportNeeded: 'Help choosing the right tier.' },
    ]);
  });

  it("shows the server's message when an enquiry fails", async () => {
    mockApi({
      'GET /api/auth/user': notSignedIn,
      'POST /api/pricing-enquiry': () => json(429, { statusCode: 429, message: 'Too many requests. Please wait a moment and try again.' }),
    });
    const user = userEvent.setup();
    renderApp('/pricing');

    const form = await screen.findByRole('form', { name: 'Pricing enquiry' });
    await user.type(within(form).getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(within(form).getByLabelText('Organisation name'), 'Riverside');
    await user.type(within(form).getByLabelText('Email address'), 'ada@riverside.org');
    await user.type(within(form).getByLabelText('What support do you need?'), 'Help choosing the right tier.');
    await user.click(within(form).getByRole('button', { name: 'Submit Enquiry' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Pricing enquiry' })).toBeInTheDocument();
  });
});
