import { useGetIntroductionRequestsQuery, useGetPendingApplicationsQuery } from '@/entities/admin';
import type { AdminNavCount } from './adminNav';

// One row is enough: the total is the count. The applications screen shares the first cache entry.
const OVERDUE_FIRST_ROW = { overdue: 'true', page: 1, pageSize: 1 };

/** The figures beside the navigation's entries (issue 16): pending applications and overdue introduction requests. */
export function useAdminNavCounts(): Record<AdminNavCount, number> {
  const pending = useGetPendingApplicationsQuery();
  const overdue = useGetIntroductionRequestsQuery(OVERDUE_FIRST_ROW);
  return { pendingApplications: pending.data?.total ?? 0, overdueRequests: overdue.data?.total ?? 0 };
}
