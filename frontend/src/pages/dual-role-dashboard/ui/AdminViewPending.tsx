import { Link } from 'react-router-dom';
import { ROUTES } from '@/shared/config';

/**
 * Stands in for the Admin View until the admin issue's widget (src/widgets/admin-view) lands: the lead
 * swaps this one component for it at merge. Says what the tab will hold and links to the admin screens.
 */
export function AdminViewPending() {
  return (
    <section className="admin-view-pending" aria-labelledby="admin-view-pending-title">
      <h2 id="admin-view-pending-title">Admin View</h2>
      <p>
        This tab will bring the admin tools next to your consultant profile: standardised consultant credentials, managing existing
        consultants, creating pre-listed consultants, and the newest form submissions. Until then, use the admin screens.
      </p>
      <h3>Admin Quick Actions</h3>
      <ul className="admin-view-pending__links">
        <li>
          <Link to={ROUTES.adminDashboard}>Admin Dashboard</Link>
        </li>
        <li>
          <Link to={ROUTES.adminConsultantApplications}>Consultant Applications</Link>
        </li>
        <li>
          <Link to={ROUTES.adminFormSubmissions}>Form Submissions</Link>
        </li>
      </ul>
    </section>
  );
}
