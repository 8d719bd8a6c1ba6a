import type { ProjectHistoryEntry, ProjectStatus } from '@contracts';
import type { ProjectDetail } from '@/entities/project';

// The demonstration of spec 001 "Project detail (static variant)": sample data only, never a real account.

function entry(
  id: number,
  event: ProjectHistoryEntry['event'],
  fromStatus: ProjectStatus | null,
  toStatus: ProjectStatus,
  createdAt: string,
  actor: ProjectHistoryEntry['actor'],
): ProjectHistoryEntry {
  return { id, event, fromStatus, toStatus, detail: null, actor, createdAt };
}

export const DEMO_PROJECT: ProjectDetail = {
  id: 0,
  title: 'Financial Strategy Review',
  description:
    'A review of our reserves policy and a three-year financial plan, ready for the trustees to approve at the next board meeting.',
  status: 'in_progress',
  createdAt: '2025-01-15T09:30:00.000Z',
  startDate: '2025-02-01',
  endDate: '2025-04-30',
  expertiseRequired: ['finance', 'strategy', 'governance'],
  estimatedHours: 60,
  notes: null,
  type: null,
  charity: { name: 'Example Community Trust', contactEmail: 'contact@example.org' },
  consultant: { name: 'Sample Consultant', expertise: ['finance', 'strategy'], organization: 'Example Advisory' },
  history: [
    entry(1, 'created', null, 'pending', '2025-01-15T09:30:00.000Z', { name: 'Example Community Trust', role: 'charity' }),
    entry(2, 'status_changed', 'pending', 'matching', '2025-01-16T10:00:00.000Z', { name: 'The team', role: 'admin' }),
    entry(3, 'consultant_assigned', 'matching', 'in_progress', '2025-01-22T14:15:00.000Z', { name: 'The team', role: 'admin' }),
  ],
};

export const DEMO_DELIVERABLES = ['Reserves policy, ready for trustee approval', 'Three-year financial plan', 'Board presentation'];

export interface DemoMessage {
  id: number;
  from: 'charity' | 'consultant';
  content: string;
  createdAt: string;
}

export const DEMO_MESSAGES: DemoMessage[] = [
  {
    id: 1,
    from: 'consultant',
    content: 'Thanks for the management accounts. I have started on the reserves analysis and will share a first draft on Friday.',
    createdAt: '2025-02-03T10:12:00.000Z',
  },
  {
    id: 2,
    from: 'charity',
    content: 'Great, thank you. The finance committee meets on the 20th, so a draft before then would be ideal.',
    createdAt: '2025-02-03T11:40:00.000Z',
  },
];
