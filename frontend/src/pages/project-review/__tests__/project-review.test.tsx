import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectReviewsView } from '@contracts';
import { json, makeUser, mockApi } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

jest.setTimeout(60_000);

const OPEN: ProjectReviewsView = {
  projectId: 3,
  projectTitle: 'Finance systems',
  side: 'charity',
  otherPartyName: 'Morgan',
  completedAt: '2026-02-10T12:00:00.000Z',
  reviewableUntil: '2026-03-12T12:00:00.000Z',
  canReview: true,
  own: null,
  received: null,
  canReply: false,
};

describe('project review (issue 18)', () => {
  it('lets the charity rate the three aspects, write and send its review, and says it is saved', async () => {
    const saved: ProjectReviewsView = {
      ...OPEN,
      canReview: false,
      own: { id: 1, side: 'charity', expertise: 5, communication: 4, impact: 5, rating: null, text: 'Morgan rebuilt our budget process with care.', anonymous: true, submittedAt: OPEN.completedAt, publishedAt: null, hidden: false, reply: null },
    };
    const api = mockApi({
      'GET /api/auth/user': () => json(200, makeUser({ id: 7 })),
      'GET /api/projects/3/reviews': () => json(200, OPEN),
      'POST /api/projects/3/reviews': () => json(201, saved),
    });
    renderApp('/projects/3/review');

    const form = await screen.findByRole('form', { name: 'Review the consultant' });
    expect(screen.getByText(/Neither side sees the other’s review/)).toBeInTheDocument();
    await userEvent.click(within(within(form).getByRole('group', { name: 'Expertise' })).getByLabelText('5'));
    await userEvent.click(within(within(form).getByRole('group', { name: 'Communication' })).getByLabelText('4'));
    await userEvent.click(within(within(form).getByRole('group', { name: 'Impact' })).getByLabelText('5'));
    await userEvent.type(within(form).getByLabelText('Your review'), 'Morgan rebuilt our budget process with care.');
    await userEvent.click(within(form).getByRole('checkbox'));
    api.on('GET /api/projects/3/reviews', () => json(200, saved));
    await userEvent.click(within(form).getByRole('button', { name: 'Send review' }));

    await waitFor(() => expect(api.bodies['POST /api/projects/3/reviews']).toEqual([{ expertise: 5, communication: 4, impact: 5, text: 'Morgan rebuilt our budget process with care.', anonymous: true }]));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, your review is saved.');
  });

  it('shows the server’s reason when the review window is closed', async () => {
    mockApi({
      'GET /api/auth/user': () => json(200, makeUser({ id: 7 })),
      'GET /api/projects/3/reviews': () => json(409, { statusCode: 409, message: 'Reviews open once the project is completed' }),
    });
    renderApp('/projects/3/review');
    expect(await screen.findByRole('alert')).toHaveTextContent('Reviews open once the project is completed');
  });
});
