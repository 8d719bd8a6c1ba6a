import { json, makeAdmin, mockApi } from './mockApi';

/** Shared by the admin screens' tests (split from one admin-console test): an admin, an application, empty pages. */
const admin = makeAdmin();

export function application(id: number, name: string) {
  return {
    id,
    user: { name, email: `${name.split(' ')[0].toLowerCase()}@example.org`, phone: '07700 900123', organisation: 'Fenwick Advisory', createdAt: '2026-01-05T10:00:00Z' },
    yearsExperience: 12,
    expertise: ['finance', 'governance'],
    linkedin: 'https://www.linkedin.com/in/someone',
    availability: true,
    profileSummary: 'Finance director for charities.',
    previousExperience: 'Twelve years in the sector.',
  };
}

const emptyPage = () => json(200, { data: [], total: 0, page: 1, pageSize: 20 });

/** The endpoints every admin screen's bar and dashboard touch, answering empty unless overridden. */
export function adminApi(overrides: Record<string, (request: Request) => Response> = {}) {
  return mockApi({
    'GET /api/auth/user': () => json(200, admin),
    'GET /api/admin/consultant-applications': emptyPage,
    'GET /api/admin/waiting-list/charities': emptyPage,
    'GET /api/admin/waiting-list/consultants': emptyPage,
    'GET /api/admin/registered-consultants': emptyPage,
    'GET /api/admin/form-submissions': () => json(200, { submissions: [], total: 0, page: 1, pageSize: 20 }),
    'GET /api/admin/analytics': () => json(200, { data: { totalVisits: 0, uniqueVisitors: 0, perDay: [] } }),
    ...overrides,
  });
}
