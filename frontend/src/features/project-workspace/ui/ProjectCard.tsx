import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Card, Empty, Tag } from 'antd';
import type { MemberProjectSummary, ProjectSummary } from '@contracts';
import { ROUTES } from '@/shared/config';
import { formatDisplayDate } from '@/shared/lib';
import { Badge } from '@/shared/ui/badge';
import { expertiseLabel } from '@/entities/consultant';
import { PROJECT_STATUS_TONES, projectStatusLabel, projectTimeline } from '@/entities/project';
import './project-card.css';

/** A member's list also names the other party and counts unread messages (issue 16); an admin's does not. */
type CardProject = ProjectSummary & Partial<Pick<MemberProjectSummary, 'otherParty' | 'unreadMessages'>>;

const unreadText = (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`);

/** One project in a dashboard tab (spec 000 §3 "Project as displayed"). */
function ProjectCard({ project }: { project: CardProject }) {
  const titleId = useId();
  return (
    <Card className="project-card" role="article" aria-labelledby={titleId}>
      <div className="project-card__head">
        <h3 id={titleId} className="project-card__title">
          {project.title}
        </h3>
        <Badge tone={PROJECT_STATUS_TONES[project.status]}>{projectStatusLabel(project.status)}</Badge>
        {project.unreadMessages ? <span className="project-card__unread">{unreadText(project.unreadMessages)}</span> : null}
      </div>
      <p className="project-card__description">{project.description}</p>
      <dl className="project-card__facts">
        {project.otherParty !== undefined && (
          <div>
            <dt>{project.otherParty?.role === 'charity' ? 'Charity' : 'Consultant'}</dt>
            <dd>{project.otherParty?.name ?? 'Not assigned yet'}</dd>
          </div>
        )}
        <div>
          <dt>Created</dt>
          <dd>{formatDisplayDate(project.createdAt) ?? 'Not set'}</dd>
        </div>
        <div>
          <dt>Timeline</dt>
          <dd>{projectTimeline(project)}</dd>
        </div>
      </dl>
      {project.expertiseRequired.length > 0 && (
        <ul className="project-card__tags" aria-label="Expertise required">
          {project.expertiseRequired.map((key) => (
            <li key={key}>
              <Tag>{expertiseLabel(key)}</Tag>
            </li>
          ))}
        </ul>
      )}
      <Link to={ROUTES.projectDetail(project.id)} className="btn btn--outline btn--sm" aria-describedby={titleId}>
        View Details
      </Link>
    </Card>
  );
}

/** A dashboard's list of projects, or its empty state. */
export function ProjectList({ projects, empty }: { projects: CardProject[]; empty: string }) {
  if (projects.length === 0) return <Empty className="project-list__empty" description={empty} />;
  return (
    <ul className="project-list">
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}
