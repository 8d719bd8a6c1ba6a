import { screen, within } from '@testing-library/react';
import type { NeedDetailView } from '@contracts';
import { adminApi } from '@test/adminApi';
import { json } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

// Whole-app renders with antd: generous on a busy two-core machine.
jest.setTimeout(60_000);

const NEED: NeedDetailView = {
  id: 7,
  kind: 'project',
  sourceId: 3,
  state: 'declined',
  organisation: 'Riverside Food Bank',
  contactFirstName: 'Priya',
  expertise: ['governance'],
  sizeBand: 'small',
  cause: null,
  timeline: null,
  namedConsultantId: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  stateChangedAt: '2026-01-06T10:00:00.000Z',
  overdue: false,
  version: 3,
  description: 'A governance review',
  canShortlist: true,
  shortlist: [{ matchRequestId: 1, consultantId: 4, name: 'Tom Okafor', note: null, state: 'not_chosen', stateLabel: 'Not chosen' }],
  history: [
    { fromState: null, toState: 'open', reason: null, reasonLabel: null, note: null, actorUserId: null, actorName: null, movedAt: '2026-01-05T10:00:00.000Z' },
    { fromState: 'open', toState: 'shortlisted', reason: null, reasonLabel: null, note: null, actorUserId: 1, actorName: 'Ada Admin', movedAt: '2026-01-05T12:00:00.000Z' },
    {
      fromState: 'shortlisted',
      toState: 'declined',
      reason: 'found_elsewhere',
      reasonLabel: 'Charity declined: We found help elsewhere',
      note: null,
      actorUserId: null,
      actorName: null,
      movedAt: '2026-01-06T10:00:00.000Z',
    },
  ],
};

describe('one matching request (issue 16 "Words, not keys")', () => {
  it('reads its shortlist answers and its history in words, with the admin who moved it by name', async () => {
    adminApi({
      'GET /api/admin/needs/7': () => json(200, NEED),
      'GET /api/admin/needs/7/candidates': () => json(200, { data: [], excluded: [] }),
    });
    renderApp('/admin/matching/7');

    const history = within((await screen.findByRole('heading', { name: 'History' })).closest('section') as HTMLElement);
    expect(history.getByText('Charity declined: We found help elsewhere')).toBeInTheDocument();
    expect(history.getByText('Ada Admin')).toBeInTheDocument();
    expect(history.queryByText('found_elsewhere')).not.toBeInTheDocument();
    expect(history.queryByText(/^User \d+$/)).not.toBeInTheDocument();
    const shortlist = within(screen.getByRole('heading', { name: 'Shortlisted' }).closest('section') as HTMLElement);
    expect(shortlist.getByText('Not chosen')).toBeInTheDocument();
    expect(shortlist.queryByText('not_chosen')).not.toBeInTheDocument();
  });
});
