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

  it('holds the review back until every aspect is rated, naming what is missing', async () => {
    const api = mockApi({
      'GET /api/auth/user': () => json(200, makeUser({ id: 7 })),
      'GET /api/projects/3/reviews': () => json(200, OPEN),
    });
    renderApp('/projects/3/review');
    const form = await screen.findByRole('form', { name: 'Review the consultant' });
    await userEvent.click(within(within(form).getByRole('group', { name: 'Expertise' })).getByLabelText('5'));
    await userEvent.type(within(form).getByLabelText('Your review'), 'Too short');
    await userEvent.click(within(form).getByRole('button', { name: 'Send review' }));

    expect(await within(form).findByText('Communication must be a whole number from 1 to 5')).toBeInTheDocument();
    expect(within(form).getByText('Impact must be a whole number from 1 to 5')).toBeInTheDocument();
    expect(within(form).getByText('Please write at least 20 characters')).toBeInTheDocument();
    expect(within(form).queryByText('Expertise must be a whole number from 1 to 5')).not.toBeInTheDocument();
    expect(api.bodies['POST /api/projects/3/reviews']).toBeUndefined();
  });
});

describe('case study editor (issue 18)', () => {
  it('counts the characters as the consultant writes and sends the sections with the figures that are filled in', async () => {
    const api = mockApi({
      'GET /api/auth/user': () => json(200, makeUser({ id: 7 })),
      'GET /api/projects/3/case-study': () => json(200, { projectId: 3, projectTitle: 'Finance systems', caseStudy: null, canEdit: true }),
      'POST /api/projects/3/case-study': () => json(400, { statusCode: 400, message: 'Please write at least 100 characters in all' }),
    });
    renderApp('/projects/3/case-study');
    const editor = await screen.findByRole('form', { name: 'Case study' });
    await userEvent.type(within(editor).getByLabelText('Title'), 'Reserves');
    await userEvent.type(within(editor).getByLabelText('Challenge'), 'Falling');
    expect(within(editor).getByText(/^15 of 3000 characters/)).toBeInTheDocument();
    await userEvent.click(within(editor).getByRole('button', { name: 'Send for the charity’s approval' }));
    expect(await within(editor).findByText('Please describe the approach')).toBeInTheDocument();
    expect(api.bodies['POST /api/projects/3/case-study']).toBeUndefined();

    await userEvent.type(within(editor).getByLabelText('Approach'), 'Policy');
    await userEvent.type(within(editor).getByLabelText('Outcome'), 'Restored');
    await userEvent.click(within(editor).getByRole('button', { name: 'Add a figure' }));
    await userEvent.type(within(editor).getByLabelText('Figure 2 value'), '3 months');
    await userEvent.type(within(editor).getByLabelText('Figure 2 label'), 'of reserves');
    await userEvent.click(within(editor).getByRole('button', { name: 'Send for the charity’s approval' }));
    await waitFor(() =>
      expect(api.bodies['POST /api/projects/3/case-study']).toEqual([
        { title: 'Reserves', challenge: 'Falling', approach: 'Policy', outcome: 'Restored', figures: [{ value: '3 months', label: 'of reserves' }] },
      ]),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write at least 100 characters in all');
  });
});
