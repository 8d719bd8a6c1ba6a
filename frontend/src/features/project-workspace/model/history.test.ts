import type { ProjectHistoryEntry } from '@contracts';
import { historyLine } from './history';

const entry = (overrides: Partial<ProjectHistoryEntry>): ProjectHistoryEntry => ({
  id: 1,
  event: 'created',
  fromStatus: null,
  toStatus: 'pending',
  detail: null,
  actor: { name: 'Priya Shah', role: 'charity' },
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

describe('project history lines', () => {
  it('says who moved the project from which status to which', () => {
    expect(historyLine(entry({}))).toBe('Project requested by Priya Shah');
    expect(
      historyLine(entry({ event: 'consultant_assigned', fromStatus: 'pending', toStatus: 'in_progress', actor: { name: 'Admin', role: 'admin' } })),
    ).toBe('Consultant assigned: Pending → In Progress by Admin');
    expect(historyLine(entry({ event: 'status_changed', fromStatus: 'in_progress', toStatus: 'completed', actor: null }))).toBe(
      'Status changed: In Progress → Completed',
    );
  });

  it('names the file of a file event', () => {
    expect(historyLine(entry({ event: 'file_uploaded', toStatus: null, detail: 'plan.pdf' }))).toBe('File uploaded: plan.pdf by Priya Shah');
    expect(historyLine(entry({ event: 'file_deleted', toStatus: null, detail: 'plan.pdf' }))).toBe('File deleted: plan.pdf by Priya Shah');
  });
});
