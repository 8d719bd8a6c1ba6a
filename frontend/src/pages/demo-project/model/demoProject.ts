import type { ProjectDetail } from '@/entities/project';

// The demonstration of spec 001 "Project detail (static variant)": sample data only, never a real account.

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
  charity: { name: 'Example Community Trust', contactEmail: 'contact@example.org' },
  consultant: { name: 'Sample Consultant', expertise: ['finance', 'strategy'], organization: 'Example Advisory' },
  statusHistory: [
    { from: null, to: 'pending', changedAt: '2025-01-15T09:30:00.000Z', changedBy: { name: 'Example Community Trust' } },
    { from: 'pending', to: 'matching', changedAt: '2025-01-16T10:00:00.000Z', changedBy: { name: 'The team' } },
    { from: 'matching', to: 'in_progress', changedAt: '2025-01-22T14:15:00.000Z', changedBy: { name: 'The team' } },
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
