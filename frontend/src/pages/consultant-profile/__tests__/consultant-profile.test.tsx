import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsultantProfile } from '@contracts';
import { json, mockApi, notSignedIn } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

jest.setTimeout(30_000);

const SARAH: ConsultantProfile = {
  id: 11,
  user: { name: 'Sarah', organisation: 'Mitchell Consulting', bio: 'Twenty years in charity finance.' },
  expertise: ['finance', 'governance'],
  availability: true,
  availabilityConfirmedAt: new Date(Date.now() - 5 * 86_400_000 - 60_000).toISOString(),
  availableNow: true,
  yearsExperience: 15,
  profileSummary: 'Finance director turned interim consultant.',
  specializations: 'Audit committees',
  previousExperience: 'Finance director of a national charity.',
  profileImageUrl: null,
  isApproved: true,
  isFeatured: true,
  rating: { average: 4.3, count: 3 },
  reviews: [
    { id: 1, score: 4.3, expertise: 5, communication: 4, impact: 4, text: 'Sarah rebuilt our budget process with care.', charity: 'A charity in Poverty relief', publishedAt: new Date().toISOString(), reply: { text: 'Thank you, it was a pleasure.', repliedAt: new Date().toISOString() } },
  ],
  caseStudies: [],
};

function serve(consultant: ConsultantProfile | null) {
  return mockApi({
    'GET /api/auth/user': notSignedIn,
    [`GET /api/consultants/${SARAH.id}`]: () => (consultant ? json(200, consultant) : json(404, { statusCode: 404, message: 'Consultant not found' })),
  });
}

type Dialog = ReturnType<typeof within>;

/** Fills every field of the introduction dialog with a valid answer (the timeline and expertise as given). */
async function fillDialog(dialog: Dialog, choice: { expertise: string; timeline: string; phone?: string }) {
  await userEvent.type(dialog.getByLabelText('Charity Name'), 'Riverside Food Bank');
  await userEvent.type(dialog.getByLabelText('Contact Name'), 'Robin Hartley');
  await userEvent.type(dialog.getByLabelText('Email'), 'robin@example.org');
  if (choice.phone) await userEvent.type(dialog.getByLabelText('Phone (optional)'), choice.phone);
  await userEvent.type(dialog.getByLabelText('Project Description'), 'Budget review for next year.');
  await userEvent.selectOptions(dialog.getByLabelText('Expertise Needed'), choice.expertise);
  await userEvent.selectOptions(dialog.getByLabelText('Timeline'), choice.timeline);
}

describe('consultant profile', () => {
  it('shows everything spec 000 §2 lists, with a real title and description', async () => {
    serve(SARAH);
    renderApp('/consultants/11');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sarah' })).toBeInTheDocument();
    expect(screen.getByText('Finance Director')).toBeInTheDocument();
    expect(screen.getByText('Mitchell Consulting')).toBeInTheDocument();
    expect(document.querySelector('.consultant-profile__avatar')).toHaveTextContent(/^S$/); // no image: initials
    expect(screen.getAllByText('Available').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Verified').length).toBe(2); // badge and At a Glance
    expect(screen.getAllByText('Featured').length).toBe(2);
    expect(screen.getByText('Availability confirmed 5 days ago')).toBeInTheDocument();
    expect(screen.getByText('Finance director turned interim consultant.')).toBeInTheDocument();
    expect(screen.getByText('Audit committees')).toBeInTheDocument();
    expect(screen.getByText('Twenty years in charity finance.')).toBeInTheDocument();
    expect(screen.getByText('Finance director of a national charity.')).toBeInTheDocument();
    const glance = within(screen.getByRole('complementary', { name: 'At a Glance' }));
    expect(glance.getByText('15+ years')).toBeInTheDocument();
    expect(glance.getByText('2')).toBeInTheDocument();
    expect(document.title).toMatch(/^Sarah, Finance Director \|/);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Sarah, Finance Director at Mitchell Consulting');
    expect(screen.getByRole('button', { name: 'Request Introduction' })).toBeEnabled();
  });

  it('shows the rating, the published reviews with the reply and the approved case studies (issue 18)', async () => {
    serve({
      ...SARAH,
      caseStudies: [
        { id: 5, title: 'A budget the board understands', challenge: 'Falling reserves.', approach: 'Monthly accounts.', outcome: 'Three months of reserves.', figures: [{ value: '3 months', label: 'of reserves' }], charity: 'Riverside Food Bank', publishedAt: new Date().toISOString() },
      ],
    });
    renderApp('/consultants/11');

    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('4.3 out of 5 from 3 reviews')).toBeInTheDocument();
    expect(within(reviews).getByText(/A charity in Poverty relief/)).toBeInTheDocument();
    expect(within(reviews).getByText('Thank you, it was a pleasure.')).toBeInTheDocument();
    const studies = screen.getByRole('region', { name: 'Case studies' });
    expect(within(studies).getByRole('heading', { name: 'A budget the board understands' })).toBeInTheDocument();
    expect(within(studies).getByText('Riverside Food Bank')).toBeInTheDocument();
  });

  it('says how many reviews there are while the average waits for 3', async () => {
    serve({ ...SARAH, rating: { average: null, count: 2 }, reviews: [] });
    renderApp('/consultants/11');

    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('2 reviews: an average shows from 3')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Case studies' })).not.toBeInTheDocument();
  });

  it('disables Request Introduction with the at-capacity message when unavailable', async () => {
    serve({ ...SARAH, availability: false, availableNow: false });
    renderApp('/consultants/11');

    const button = await screen.findByRole('button', { name: 'Request Introduction' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/at capacity/);
    expect(screen.getAllByText('Not Available').length).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown id', '/consultants/11', null],
    ['a malformed id', '/consultants/abc', SARAH],
  ])('shows Consultant Not Found for %s', async (_label, path, consultant) => {
    serve(consultant);
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Consultant Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Directory' })).toHaveAttribute('href', '/consultants');
  });

  it('validates the introduction dialog, sends it, says Request Received! and resets on close', async () => {
    const api = serve(SARAH);
    api.on('POST /api/introduction-requests', () => json(201, { id: 3 }));
    renderApp('/consultants/11');

    await userEvent.click(await screen.findByRole('button', { name: 'Request Introduction' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Request an Introduction to Sarah' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Request' }));
    for (const message of [
      'Charity name is required',
      'Contact name is required',
      'Valid email address is required',
      'Please provide at least a brief description',
      'Please select an expertise area',
      'Please select a timeline',
    ]) {
      expect(dialog.getByText(message)).toBeInTheDocument();
    }
    expect(dialog.getByLabelText('Charity Name')).toHaveFocus();

    await userEvent.type(dialog.getByLabelText('Charity Name'), 'Riverside Food Bank');
    await userEvent.type(dialog.getByLabelText('Contact Name'), 'Robin Hartley');
    await userEvent.type(dialog.getByLabelText('Email'), 'robin@example.org');
    await userEvent.type(dialog.getByLabelText('Project Description'), 'Budget review for next year.');
    expect(within(dialog.getByLabelText('Expertise Needed')).getByRole('option', { name: 'HR & People' })).toHaveValue('hr');
    await userEvent.selectOptions(dialog.getByLabelText('Expertise Needed'), 'finance');
    await userEvent.selectOptions(dialog.getByLabelText('Timeline'), 'soon');
    expect(dialog.queryByText('Charity name is required')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Request' }));

    expect(await dialog.findByText('Request Received!')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('Request submitted successfully');
    expect(api.bodies['POST /api/introduction-requests']).toEqual([
      {
        charityName: 'Riverside Food Bank',
        contactName: 'Robin Hartley',
        email: 'robin@example.org',
        phone: null,
        projectDescription: 'Budget review for next year.',
        expertiseNeeded: 'finance',
        timeline: 'soon',
        consultantId: 11,
      },
    ]);

    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request Introduction' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Charity Name')).toHaveValue('');
  });

  // Spec 000 §8: 'Error submitting request' with the server's message, else the fallback 'Failed to submit request'.
  it.each([
    ["the server's message", () => json(429, { statusCode: 429, message: 'Too many requests. Please try again in a minute.' }), 'Too many requests. Please try again in a minute.'],
    ['the fallback for a body without a message', () => new Response('', { status: 502 }), 'Failed to submit request'],
    ['the fallback for no answer at all', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to submit request'],
  ])('shows %s in the failure toast', async (_label, answer, expected) => {
    const api = serve(SARAH);
    api.on('POST /api/introduction-requests', answer);
    renderApp('/consultants/11');

    await userEvent.click(await screen.findByRole('button', { name: 'Request Introduction' }));
    const dialog = within(screen.getByRole('dialog'));
    await fillDialog(dialog, { expertise: 'finance', timeline: 'urgent' });
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Request' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Error submitting request'));
    expect(screen.getByTestId('toast')).toHaveTextContent(expected);
    expect(dialog.queryByText('Request Received!')).not.toBeInTheDocument();
  });
});

describe('introduction dialog on the home page', () => {
  it('opens without a consultant and sends no consultantId', async () => {
    const api = mockApi({ 'GET /api/auth/user': notSignedIn, 'POST /api/introduction-requests': () => json(201, { id: 4 }) });
    renderApp('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Request an Introduction' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Request an Introduction' }));
    await fillDialog(dialog, { expertise: 'fundraising', timeline: 'planning', phone: '020 7946 0001' });
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Request' }));

    expect(await dialog.findByText('Request Received!')).toBeInTheDocument();
    const [body] = api.bodies['POST /api/introduction-requests'] as Record<string, unknown>[];
    expect(body).not.toHaveProperty('consultantId');
    expect(body).toMatchObject({ charityName: 'Riverside Food Bank', phone: '020 7946 0001', expertiseNeeded: 'fundraising', timeline: 'planning' });
  });
});
