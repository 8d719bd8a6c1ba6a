import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectDetail, ProjectMessage } from '@contracts';
import { json, makeUser, mockApi } from '@test/mockApi';
import { renderApp } from '@test/renderApp';

jest.setTimeout(60_000);

const PROJECT: ProjectDetail = {
  id: 3,
  title: 'Finance systems',
  description: 'Move our accounts to a new system.',
  status: 'in_progress',
  createdAt: '2026-02-10T12:00:00.000Z',
  startDate: null,
  endDate: null,
  expertiseRequired: ['finance'],
  estimatedHours: null,
  notes: null,
  type: null,
  charity: { name: 'Riverside Food Bank', contactEmail: 'priya@example.org' },
  consultant: { name: 'Morgan Ellis', expertise: ['finance'], organization: 'Ellis Advisory' },
  history: [
    {
      id: 1,
      event: 'consultant_assigned',
      fromStatus: 'pending',
      toStatus: 'in_progress',
      detail: null,
      actor: { name: 'Admin', role: 'admin' },
      createdAt: '2026-02-11T09:05:00.000Z',
    },
  ],
};

const message = (id: number, role: 'charity' | 'consultant', senderId: number, content: string): ProjectMessage => ({
  id,
  projectId: 3,
  senderId,
  sender: { name: role === 'charity' ? 'Priya Shah' : 'Morgan Ellis', role, organization: role === 'charity' ? 'Riverside Food Bank' : 'Ellis Advisory' },
  content,
  createdAt: '2026-02-12T14:30:00.000Z',
  isRead: true,
});

const MESSAGES = [message(1, 'charity', 7, 'Here are our accounts.'), message(2, 'consultant', 8, 'Thanks, reading them now.')];

function bubble(text: string) {
  return screen.getByText(text).closest('li') as HTMLElement;
}

async function openMessages(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Messages' }, { timeout: 10_000 }));
  return screen.findByText('Here are our accounts.');
}

describe('project page (spec 001 "Project detail")', () => {
  it('shows the details, the team, the history and no invented content', async () => {
    mockApi({ 'GET /api/auth/user': () => json(200, makeUser({ id: 7 })), 'GET /api/projects/3': () => json(200, PROJECT) });
    renderApp('/projects/3');

    // The first render loads the lazy page chunks: allow for a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance systems' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Move our accounts to a new system.')).toBeInTheDocument();
    expect(screen.getAllByText('Not set').length).toBeGreaterThan(0); // timeline and hours
    expect(screen.getByText('Ellis Advisory')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'priya@example.org' })).toHaveAttribute('href', 'mailto:priya@example.org');
    expect(screen.getByText(/Consultant assigned: Pending → In Progress by Admin/)).toBeInTheDocument();
    expect(screen.queryByText('Key Deliverables')).not.toBeInTheDocument();
    // A charity cannot complete a project; nor cancel one already in progress.
    expect(screen.queryByRole('button', { name: 'Cancel Project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Completed' })).not.toBeInTheDocument();
  });

  it("aligns the charity's messages as own for the charity, with 'DD MMM YYYY, HH:mm' times", async () => {
    mockApi({
      'GET /api/auth/user': () => json(200, makeUser({ id: 7 })),
      'GET /api/projects/3': () => json(200, PROJECT),
      'GET /api/projects/3/messages': () => json(200, MESSAGES),
    });
    renderApp('/projects/3');
    const user = userEvent.setup();
    await openMessages(user);

    expect(bubble('Here are our accounts.')).toHaveClass('chat__message--own');
    expect(bubble('Thanks, reading them now.')).toHaveClass('chat__message--other');
    expect(within(bubble('Thanks, reading them now.')).getByText('12 Feb 2026', { exact: false })).toBeInTheDocument();
    expect(within(bubble('Here are our accounts.')).getByText(/Read/)).toBeInTheDocument();
  });

  it("aligns the consultant's messages as own for the consultant", async () => {
    mockApi({
      'GET /api/auth/user': () => json(200, makeUser({ id: 8, role: 'consultant', isConsultant: true, name: 'Morgan Ellis' })),
      'GET /api/projects/3': () => json(200, PROJECT),
      'GET /api/projects/3/messages': () => json(200, MESSAGES),
    });
    renderApp('/projects/3');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Mark Completed' }, { timeout: 10_000 })).toBeInTheDocument();
    await openMessages(user);

    expect(bubble('Thanks, reading them now.')).toHaveClass('chat__message--own');
    expect(bubble('Here are our accounts.')).toHaveClass('chat__message--other');
  });

  it('ignores a blank message and sends a real one with its toast', async () => {
    const api = mockApi({
      'GET /api/auth/user': () => json(200, makeUser({ id: 7 })),
      'GET /api/projects/3': () => json(200, PROJECT),
      'GET /api/projects/3/messages': () => json(200, MESSAGES),
      'POST /api/projects/3/messages': () => json(201, message(3, 'charity', 7, 'Any questions?')),
    });
    renderApp('/projects/3');
    const user = userEvent.setup();
    await openMessages(user);

    const draft = screen.getByLabelText('Type your message');
    await user.click(draft);
    await user.paste('   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.calls).not.toContain('POST /api/projects/3/messages');

    await user.clear(draft);
    await user.paste('Any questions?');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(api.bodies['POST /api/projects/3/messages']).toEqual([{ content: 'Any questions?' }]);
    await waitFor(() => expect(draft).toHaveValue(''));
  });

  it("says so when the project is not the viewer's (404)", async () => {
    mockApi({
      'GET /api/auth/user': () => json(200, makeUser({ id: 7 })),
      'GET /api/projects/4': () => json(404, { statusCode: 404, message: 'Project not found' }),
    });
    renderApp('/projects/4');

    expect(await screen.findByRole('heading', { level: 1, name: 'Project Not Found' })).toBeInTheDocument();
  });
});

describe('/demo-project', () => {
  it("shows the sample charity's contact as text, not a mail link", async () => {
    mockApi({ 'GET /api/auth/user': () => json(200, makeUser({ id: 7 })) });
    renderApp('/demo-project');

    expect(await screen.findByRole('heading', { level: 1, name: 'Financial Strategy Review' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('contact@example.org')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'contact@example.org' })).not.toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('a[href^="mailto:"]')).toBeNull();
  });
});
