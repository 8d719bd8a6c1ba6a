import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MatchShortlistView } from '@contracts';
import { json, mockApi, notSignedIn } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

jest.setTimeout(20_000);

const TOKEN = 'a'.repeat(43);
const PATH = `/api/matches/${TOKEN}`;

const shortlist = (overrides: Partial<MatchShortlistView> = {}): MatchShortlistView => ({
  shortlistId: 4,
  needState: 'shortlisted',
  organisation: 'Riverside Food Bank',
  expertise: ['governance'],
  createdAt: '2026-01-01T10:00:00.000Z',
  expiresAt: '2026-01-15T10:00:00.000Z',
  open: true,
  chosenConsultantId: null,
  candidates: [
    {
      consultantId: 7,
      firstName: 'Helen',
      expertise: ['governance', 'strategy'],
      yearsExperience: 22,
      profileSummary: 'Chair and trustee.',
      profileImageUrl: null,
      note: 'Chaired two boards like yours.',
      reasons: [{ key: 'expertise_overlap', points: 40, reason: 'Covers 1 of the 1 area you asked for: Governance.' }],
      state: 'proposed',
    },
    { consultantId: 9, firstName: 'Asha', expertise: ['governance'], yearsExperience: 7, profileSummary: null, profileImageUrl: null, note: null, reasons: [], state: 'proposed' },
  ],
  ...overrides,
});

describe('shortlist page /matches/:token (D17)', () => {
  it('shows the cards with reasons and the note, and chooses with a POST only on the button', async () => {
    const api = mockApi({
      'GET /api/auth/user': notSignedIn,
      [`GET ${PATH}`]: () => json(200, shortlist()),
      [`POST ${PATH}/choose`]: () => json(200, shortlist({ open: false, needState: 'chosen', chosenConsultantId: 7, candidates: shortlist().candidates.map((c) => ({ ...c, state: c.consultantId === 7 ? 'chosen' : 'not_chosen' })) })),
    });
    renderApp(`/matches/${TOKEN}`);
    const user = userEvent.setup();

    const helen = await screen.findByRole('article', { name: 'Helen' });
    expect(within(helen).getByText('Covers 1 of the 1 area you asked for: Governance.')).toBeInTheDocument();
    expect(within(helen).getByText(/Chaired two boards like yours/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('POST /api/matches'))).toEqual([]);

    await user.click(within(helen).getByRole('button', { name: 'Choose Helen' }));
    expect(await screen.findByText('You chose Helen. They have 48 hours to answer.')).toBeInTheDocument();
    expect(api.bodies[`POST ${PATH}/choose`]).toEqual([{ consultantId: 7 }]);
    expect(screen.queryByRole('button', { name: /Choose/ })).not.toBeInTheDocument();
  });

  it("asks for a note with 'Other' before declining", async () => {
    const api = mockApi({ 'GET /api/auth/user': notSignedIn, [`GET ${PATH}`]: () => json(200, shortlist()), [`POST ${PATH}/decline`]: () => json(200, shortlist({ open: false, needState: 'declined' })) });
    renderApp(`/matches/${TOKEN}`);
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('Reason'), 'other');
    await user.click(screen.getByRole('button', { name: 'Decline this shortlist' }));
    expect(await screen.findByText('Please tell us more in the note')).toBeInTheDocument();
    expect(api.calls).not.toContain(`POST ${PATH}/decline`);
    await user.type(screen.getByLabelText(/Anything we should know/), 'We merged with another charity.');
    await user.click(screen.getByRole('button', { name: 'Decline this shortlist' }));
    expect(await screen.findByText('Thank you. We will be in touch with new suggestions.')).toBeInTheDocument();
    expect(api.bodies[`POST ${PATH}/decline`]).toEqual([{ reason: 'other', note: 'We merged with another charity.' }]);
  });

  it("says so when the link has expired", async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn, [`GET ${PATH}`]: () => json(410, { statusCode: 410, message: 'This link has expired. Please contact us and we will send a new one.' }) });
    renderApp(`/matches/${TOKEN}`);
    expect(await screen.findByText('This link has expired. Please contact us and we will send a new one.')).toBeInTheDocument();
  });
});
