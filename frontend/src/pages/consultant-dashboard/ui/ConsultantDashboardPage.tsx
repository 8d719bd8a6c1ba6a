import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Card } from 'antd';
import { TOASTS, UI_TEXTS } from '@contracts';
import type { ApiError } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { pageReload, usePageTitle } from '@/shared/lib';
import { Spinner, useToast } from '@/shared/ui';
import { AntdProvider } from '@/shared/ui/antd-provider';
import { StatTile } from '@/shared/ui/stat-tile';
import { countConsultantProjects, useGetMyProjectsQuery } from '@/entities/project';
import { useCurrentUser } from '@/entities/session';
import { ConsultantOutcomesCard } from '@/features/consultant-outcomes';
import { DASHBOARD_TEXTS, ProfileOverview, useAvailabilityToggle } from '@/features/manage-consultant-profile';
import { MatchRequestsSection } from '@/features/match-requests';
import { ProjectList } from '@/features/project-workspace';
import { consultantDashboardRedirect } from '../model/dashboardRedirect';
import { DashboardHeader } from '@/shared/ui/dashboard-header';
import { IntroductionRequests } from './IntroductionRequests';
import './consultant-dashboard.css';

/**
 * /consultant-dashboard (spec 000 "Consultant dashboard", spec 001 "Consultant dashboard redirect").
 * The route's gate sends visitors to /login and shows non-consultants 'Access Denied…'; this page then
 * sends consultants who still have onboarding to do (or dual-role users) on to the right screen.
 */
export function ConsultantDashboardPage() {
  usePageTitle('Consultant Dashboard');
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { toast } = useToast();
  const redirect = user ? consultantDashboardRedirect(user) : null;
  const redirectPath = redirect?.path;
  const termsUpdateRequired = !!redirect?.termsUpdateRequired;

  useEffect(() => {
    if (!redirectPath) return;
    if (termsUpdateRequired) toast(TOASTS.termsUpdateRequired);
    navigate(redirectPath, { replace: true });
  }, [redirectPath, termsUpdateRequired, navigate, toast]);

  const projects = useGetMyProjectsQuery(undefined, { skip: !user || !!redirect });
  const profile = user?.consultantProfile ?? null;
  const availability = useAvailabilityToggle(profile);
  const [editing, setEditing] = useState(false);

  if (!user || redirect) return <Spinner fullPage label="Loading your dashboard…" />;

  const loadError = projects.error as ApiError | undefined;
  // A 401 means the session ended: the gate is already on its way to /login.
  if (loadError && loadError.status !== 401) return <ConnectionError />;
  if (projects.isLoading || !projects.data) return <Spinner fullPage label="Loading your dashboard…" />;

  const counts = countConsultantProjects(projects.data.statusCounts);
  const approved = !!profile?.isApproved;

  return (
    <AntdProvider>
      <div className="container dashboard consultant-dashboard">
        <Link to={ROUTES.home} className="dashboard__back">
          {DASHBOARD_TEXTS.backToMainSite}
        </Link>
        <DashboardHeader title="Consultant Dashboard" subtitle={`${UI_TEXTS.welcomeBack(user.name)}. Manage your availability and profile.`} />

        {!approved && (
          <section className="review-notice" role="status" aria-labelledby="review-notice-title">
            <h2 id="review-notice-title" className="review-notice__title">
              {DASHBOARD_TEXTS.underReviewTitle}
            </h2>
            <p className="review-notice__text">{DASHBOARD_TEXTS.underReview}</p>
          </section>
        )}

        <div className="consultant-dashboard__grid">
          <ProfileOverview user={user} profile={profile} availability={availability} editing={editing} onEditingChange={setEditing} />

          <div className="consultant-dashboard__side">
            <Card title={<h2 className="dashboard-card-title">Quick Stats</h2>}>
              <dl className="quick-stats">
                <div>
                  <dt>Expertise Areas</dt>
                  <dd>{profile?.expertise.length ?? 0}</dd>
                </div>
                <div>
                  <dt>Years of Experience</dt>
                  <dd>{profile?.yearsExperience ?? 0}</dd>
                </div>
                <div>
                  <dt>Availability</dt>
                  <dd>{availability.available ? DASHBOARD_TEXTS.available : DASHBOARD_TEXTS.unavailable}</dd>
                </div>
                <div>
                  <dt>Profile Status</dt>
                  <dd>{approved ? DASHBOARD_TEXTS.approved : DASHBOARD_TEXTS.pending}</dd>
                </div>
              </dl>
            </Card>

            <Card title={<h2 className="dashboard-card-title">Project Overview</h2>}>
              <div className="project-overview">
                <StatTile label="Total Projects" value={counts.total} />
                <StatTile label="Pending" value={counts.pending} />
                <StatTile label="In Progress" value={counts.inProgress} />
                <StatTile label="Completed" value={counts.completed} />
              </div>
            </Card>
          </div>
        </div>

        {/* Issue 17: the requests a charity chose this consultant for, answered within 48 hours. */}
        {approved && <MatchRequestsSection />}

        {/* Issue 9: the assigned projects, so a consultant can open each one's messages and files. */}
        <section aria-labelledby="consultant-projects-heading" className="dashboard__section">
          <h2 id="consultant-projects-heading" className="dashboard__section-title">
            Your Projects
          </h2>
          <ProjectList projects={projects.data.projects} empty="No projects assigned yet" />
        </section>

        {approved ? <IntroductionRequests /> : null}

        {/* Issue 18: the consultant's own profile views and introduction requests per month. */}
        {approved ? <ConsultantOutcomesCard /> : null}
      </div>
    </AntdProvider>
  );
}

function ConnectionError() {
  return (
    <div className="page-message">
      <h1>Consultant Dashboard</h1>
      <p role="alert">{DASHBOARD_TEXTS.connectionError}</p>
      <button type="button" className="btn btn--primary" onClick={() => pageReload.reload()}>
        {DASHBOARD_TEXTS.refreshPage}
      </button>
    </div>
  );
}
