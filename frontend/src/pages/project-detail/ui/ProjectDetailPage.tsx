import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import { Button, Tabs } from 'antd';
import { usePageTitle } from '@/shared/lib';
import { isApiError } from '@/shared/api';
import { Spinner } from '@/shared/ui';
import { AntdProvider } from '@/shared/ui/antd-provider';
import { LoadError } from '@/shared/ui/load-error';
import { Badge } from '@/shared/ui/badge';
import { PROJECT_STATUS_TONES, projectStatusLabel, useGetProjectQuery } from '@/entities/project';
import { dashboardPathFor, useCurrentUser } from '@/entities/session';
import { ProjectOverview } from '@/features/project-workspace';
import { FilesTab } from './FilesTab';
import { MessagesTab } from './MessagesTab';
import { StatusActions } from './StatusActions';
import './project-detail.css';

/** /projects/{id} (spec 001 "Project detail"): Back, then Project Details, Messages and Files & Documents. */
export function ProjectDetailPage() {
  const { id } = useParams();
  const projectId = Number(id);
  const validId = Number.isInteger(projectId) && projectId > 0;
  const { user } = useCurrentUser();
  const { data: project, error, isLoading, refetch } = useGetProjectQuery(projectId, { skip: !validId || !user });
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitle(project?.title ?? 'Project');

  if (!user) return null; // the route's gate has already sent visitors to /login

  // Opened from a link in a mail or a new tab there is no previous page: Back goes to the dashboard.
  const back = () => (location.key === 'default' ? navigate(dashboardPathFor(user)) : navigate(-1));
  const backButton = (
    <Button onClick={back} className="project-detail__back">
      ← Back
    </Button>
  );

  let body;
  if (!validId || (isApiError(error) && error.status === 404)) {
    body = (
      <>
        <h1>Project Not Found</h1>
        <p>This project does not exist, or you are not part of it.</p>
        <Link to={dashboardPathFor(user)}>Go to your dashboard</Link>
      </>
    );
  } else if (isLoading) {
    body = <Spinner label="Loading the project…" />;
  } else if (!project) {
    body = <LoadError what="the project" onRetry={refetch} />;
  } else {
    body = (
      <>
        <header className="project-detail__header">
          <h1 className="project-detail__title">{project.title}</h1>
          <Badge tone={PROJECT_STATUS_TONES[project.status]}>{projectStatusLabel(project.status)}</Badge>
        </header>
        {/* Issue 18: once completed, the parties review each other and the consultant may write a case study. */}
        {project.status === 'completed' && user && !user.isAdmin && (
          <nav className="project-detail__after" aria-label="After the project">
            <Link to={ROUTES.projectReview(project.id)}>Review this project</Link> · <Link to={ROUTES.projectCaseStudy(project.id)}>Case study</Link>
          </nav>
        )}
        <Tabs
          destroyOnHidden
          items={[
            {
              key: 'details',
              label: 'Project Details',
              children: <ProjectOverview project={project} actions={<StatusActions project={project} viewer={user} />} />,
            },
            { key: 'messages', label: 'Messages', children: <MessagesTab projectId={project.id} viewer={user} /> },
            { key: 'files', label: 'Files & Documents', children: <FilesTab projectId={project.id} viewer={user} /> },
          ]}
        />
      </>
    );
  }

  return (
    <AntdProvider>
      <div className="container project-detail">
        {backButton}
        {body}
      </div>
    </AntdProvider>
  );
}
