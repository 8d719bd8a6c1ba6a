import { Navigate } from 'react-router-dom';
import { dashboardPathFor, useCurrentUser } from '@/entities/session';

/** /dashboard: the signed-in user's own dashboard (DECISIONS D12). The gate handles signed-out visitors. */
export function DashboardRedirect() {
  const { user } = useCurrentUser();
  return <Navigate to={dashboardPathFor(user)} replace />;
}
