import type { ProjectStatus, ProjectSummary } from '@contracts';
import { countCharityProjects, countConsultantProjects, projectsInGroup, projectTimeline, statusCountsOf } from './projectGroups';

const project = (id: number, status: ProjectStatus): ProjectSummary => ({
  id,
  title: `Project ${id}`,
  description: 'Description',
  status,
  createdAt: '2025-02-10T09:00:00.000Z',
  startDate: null,
  endDate: null,
  expertiseRequired: [],
});

const projects = [
  project(1, 'pending'),
  project(2, 'matching'),
  project(3, 'in_progress'),
  project(4, 'in_progress'),
  project(5, 'completed'),
  project(6, 'cancelled'),
];

describe('project groups', () => {
  it('counts for the charity dashboard: active is matching plus in progress', () => {
    expect(countCharityProjects(statusCountsOf(projects))).toEqual({ total: 6, pending: 1, active: 3, completed: 1, cancelled: 1 });
  });

  it('counts for the consultant dashboard', () => {
    expect(countConsultantProjects(statusCountsOf(projects))).toEqual({ total: 6, pending: 1, inProgress: 2, completed: 1 });
  });

  it('keeps the server order inside a tab', () => {
    expect(projectsInGroup(projects, 'active').map((p) => p.id)).toEqual([2, 3, 4]);
  });

  it('counts nothing in an empty list', () => {
    expect(countCharityProjects(statusCountsOf([]))).toEqual({ total: 0, pending: 0, active: 0, completed: 0, cancelled: 0 });
  });

  it('describes the timeline', () => {
    expect(projectTimeline({ startDate: '2025-03-01', endDate: '2025-06-30' })).toBe('Mar 1, 2025 - Jun 30, 2025');
    expect(projectTimeline({ startDate: '2025-03-01', endDate: null })).toBe('Mar 1, 2025 - Not set');
    expect(projectTimeline({ startDate: null, endDate: null })).toBe('Not set');
  });
});
