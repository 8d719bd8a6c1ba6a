import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Tabs } from 'antd';
import { UI_TEXTS } from '@contracts';
import { ROUTES } from '@/shared/config';
import { usePageTitle } from '@/shared/lib';
import { Spinner } from '@/shared/ui';
import { AntdProvider } from '@/shared/ui/antd-provider';
import { LoadError } from '@/shared/ui/load-error';
import { StatTile } from '@/shared/ui/stat-tile';
import { countCharityProjects, projectsInGroup, useGetMyProjectsQuery, type CharityProjectGroup } from '@/entities/project';
import { useCurrentUser } from '@/entities/session';
import { YourMatchesCard } from '@/features/match-shortlist';
import { ProjectList } from '@/features/project-workspace';
import { MembershipCard } from './MembershipCard';
import { DashboardHeader } from '@/shared/ui/dashboard-header';
import './charity-dashboard.css';

const TABS: ReadonlyArray<{ key: CharityProjectGroup; label: string; empty: string }> = [
  { key: 'active', label: 'Active', empty: 'No active projects' },
  { key: 'pending', label: 'Pending', empty: 'No pending projects' },
  { key: 'completed', label: 'Completed', empty: 'No completed projects' },
  { key: 'cancelled', label: 'Cancelled', empty: 'No cancelled projects' },
];

/**
 * /charity-dashboard (spec 000 "Charity dashboard"). The route lets only charities in and sends everyone
 * else to /login?redirect=/charity-dashboard.
 */
export function CharityDashboardPage() {
  usePageTitle('Charity Dashboard');
  const { user } = useCurrentUser();
  const projects = useGetMyProjectsQuery(undefined, { skip: !user });

  if (!user) return null; // the route's gate has already sent visitors to /login

  return (
    <AntdProvider>
      <div className="container dashboard charity-dashboard">
        <DashboardHeader
          title={UI_TEXTS.welcomeBack(user.name)}
          subtitle={<>{user.organization ? `${user.organization}: your` : 'Your'} project requests and membership at a glance.</>}
        >
          <div className="dashboard__actions">
            <Link to={ROUTES.accountSettings} className="btn btn--outline">
              Account Settings
            </Link>
            <Link to={ROUTES.projectRequest} className="btn btn--primary">
              New Project Request
            </Link>
          </div>
        </DashboardHeader>

        <ProjectsArea state={projects} membership={<MembershipCard membership={user.charityProfile} />} />
      </div>
    </AntdProvider>
  );
}

/** Stats, then the membership card, then the tabs: the order of spec 000 "Charity dashboard". */
function ProjectsArea({ state, membership }: { state: ReturnType<typeof useGetMyProjectsQuery>; membership: ReactNode }) {
  const { data, isLoading, isError, refetch } = state;

  if (isLoading) return <Spinner label="Loading your projects…" />;
  if (isError || !data) {
    return (
      <>
        <LoadError what="your projects" onRetry={refetch} />
        {membership}
      </>
    );
  }

  const counts = countCharityProjects(data.statusCounts);
  return (
    <>
      <section aria-label="Project summary" className="dashboard__stats">
        <StatTile label="Total Projects" value={counts.total} />
        <StatTile label="Pending" value={counts.pending} />
        <StatTile label="Active" value={counts.active} />
        <StatTile label="Completed" value={counts.completed} />
        <StatTile label="Cancelled" value={counts.cancelled} />
      </section>

      {membership}

      <YourMatchesCard />

      <section aria-labelledby="charity-projects-heading" className="dashboard__section">
        <h2 id="charity-projects-heading" className="dashboard__section-title">
          Your Projects
        </h2>
        <Tabs
          items={TABS.map((tab) => ({
            key: tab.key,
            label: tab.label,
            children: <ProjectList projects={projectsInGroup(data.projects, tab.key)} empty={tab.empty} />,
          }))}
        />
      </section>
    </>
  );
}
