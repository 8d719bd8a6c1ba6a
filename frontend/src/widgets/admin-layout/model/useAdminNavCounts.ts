import { useGetIntroductionRequestsQuery, useGetNeedsQuery, useGetPendingApplicationsQuery } from '@/entities/admin';
import type { AdminNavCount } from './adminNav';

// One row is enough: the total is the count. The applications screen shares the first cache entry.
const OVERDUE_FIRST_ROW = { overdue: 'true', page: 1, pageSize: 1 };

/** The figures beside the navigation's entries (issues 16, 17): pending applications, overdue introduction requests and needs. */
export function useAdminNavCounts(): Record<AdminNavCount, number> {
  const pending = useGetPendingApplicationsQuery();
  const overdue = useGetIntroductionRequestsQuery(OVERDUE_FIRST_ROW);
  const overdueNeeds = useGetNeedsQuery(OVERDUE_FIRST_ROW);
  return { pendingApplications: pending.data?.total ?? 0, overdueRequests: overdue.data?.total ?? 0, overdueNeeds: overdueNeeds.data?.total ?? 0 };
}
