import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Tabs } from 'antd';
import { ADMIN_TEXTS, isAdminUser } from '@contracts';
import { ROUTES } from '@/shared/config';
import { usePageTitle } from '@/shared/lib';
import { Spinner } from '@/shared/ui';
import { AntdProvider } from '@/shared/ui/antd-provider';
import { Badge } from '@/shared/ui/badge';
import { useCurrentUser } from '@/entities/session';
import { ConsultantOutcomesCard } from '@/features/consultant-outcomes';
import { DASHBOARD_TEXTS, OwnProfileStart, ProfileOverview, useAvailabilityToggle } from '@/features/manage-consultant-profile';
import { MatchRequestsSection } from '@/features/match-requests';
import { dualRoleRedirect } from '../model/dualRoleRedirect';
import { DashboardHeader } from '@/shared/ui/dashboard-header';
import './dual-role-dashboard.css';

type View = 'consultant' | 'admin';

// Its own admin-named chunk: the consultant view downloads none of the admin code, and the admin data loads
// only once the tab renders it.
const AdminView = lazy(() => import(/* webpackChunkName: "admin-view" */ '@/widgets/admin-view').then((m) => ({ default: m.AdminViewPanel })));

/**
 * /dual-role-dashboard (spec 001 §2 "Dual-role dashboard", §4): one person who is consultant and
 * administrator switches between the Consultant View and the Admin View. Anyone else is sent on to
 * their own dashboard by the spec's dual-role decision.
 */
export function DualRoleDashboardPage() {
  usePageTitle('Dual-Role Dashboard');
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const redirect = user ? dualRoleRedirect(user) : null;
  const profile = user?.consultantProfile ?? null;
  const availability = useAvailabilityToggle(profile);
  const [editing, setEditing] = useState(false);
  const [view, setView] = useState<View>('consultant');

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  if (!user || redirect) return <Spinner fullPage label="Loading your dashboard…" />;

  return (
    <AntdProvider>
      <div className="container dual-role">
        <Link to={ROUTES.home} className="dual-role__back">
          {DASHBOARD_TEXTS.backToMainSite}
        </Link>
        <DashboardHeader title={`Welcome, ${user.name}`} subtitle="Manage your consultant profile and the platform from one place.">
          <div className="dual-role__badges" aria-label="Your roles">
            <Badge tone="success">Consultant</Badge>
            <Badge tone="info">Administrator</Badge>
          </div>
        </DashboardHeader>

        <Tabs
          activeKey={view}
          onChange={(key) => setView(key as View)}
          items={[
            {
              key: 'consultant',
              label: 'Consultant View',
              children: profile ? (
                <>
                  <ProfileOverview
                    user={user}
                    profile={profile}
                    availability={availability}
                    editing={editing}
                    onEditingChange={setEditing}
                    title="Consultant Profile"
                    hints="dualRole"
                  />
                  {/* Issue 17: the owner answers match requests here as on /consultant-dashboard. */}
                  {profile.isApproved ? <MatchRequestsSection /> : null}
                  {/* Issue 18: the same card as the consultant dashboard's. */}
                  {profile.isApproved ? <ConsultantOutcomesCard /> : null}
                </>
              ) : (
                // Issue 16: an explanation and the way to create the profile, not 'Consultant profile not found'.
                <OwnProfileStart user={user} />
              ),
            },
            // Rendered only while active and only for an admin, so the Admin View's data loads only when it
            // is open (spec 001 §4). The owner account is dual-role by its e-mail (D6) without being an admin:
            // it gets an explanation instead of /api/admin calls the server would refuse.
            {
              key: 'admin',
              label: 'Admin View',
              children:
                view !== 'admin' ? null : isAdminUser(user) ? (
                  <Suspense fallback={<Spinner />}>
                    <AdminView />
                  </Suspense>
                ) : (
                  <Alert type="info" showIcon title={ADMIN_TEXTS.ownerNotAdminTitle} description={ADMIN_TEXTS.ownerNotAdmin} />
                ),
            },
          ]}
        />
      </div>
    </AntdProvider>
  );
}
