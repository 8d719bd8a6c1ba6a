import type { ReactNode } from 'react';
import { Card, Tag } from 'antd';
import { formatDisplayDate } from '@/shared/lib';
import { Badge } from '@/shared/ui/badge';
import { expertiseLabel } from '@/entities/consultant';
import { PROJECT_STATUS_TONES, formatMessageTime, projectStatusLabel, projectTimeline, type ProjectDetail } from '@/entities/project';
import { historyLine } from '../model/history';
import { PROJECT_NEXT_STEPS } from '../model/progress';
import './project-workspace.css';

interface ProjectOverviewProps {
  project: ProjectDetail;
  /** Only the demonstration has deliverables: real projects carry none, and none are made up. */
  deliverables?: string[];
  /** Status actions (Cancel, Mark Completed) for whoever may make them. */
  actions?: ReactNode;
  /** The demonstration's made-up contact is text: a mail link would invite writing to an address nobody reads. */
  sample?: boolean;
}

/** The Project Details tab (spec 001 §2 "Project detail"): facts, team and progress with the status history. */
export function ProjectOverview({ project, deliverables, actions, sample = false }: ProjectOverviewProps) {
  const history = project.history;
  return (
    <div className="workspace-overview">
      <Card title={<h2 className="workspace-overview__card-title">Project Information</h2>}>
        <dl className="workspace-overview__facts">
          <Fact label="Status">
            <Badge tone={PROJECT_STATUS_TONES[project.status]}>{projectStatusLabel(project.status)}</Badge>
          </Fact>
          <Fact label="Expertise Required">
            {project.expertiseRequired.length ? (
              <ul className="workspace-overview__tags">
                {project.expertiseRequired.map((key) => (
                  <li key={key}>
                    <Tag>{expertiseLabel(key)}</Tag>
                  </li>
                ))}
              </ul>
            ) : (
              'Not set'
            )}
          </Fact>
          <Fact label="Description">
            <span className="workspace-overview__text">{project.description}</span>
          </Fact>
          <Fact label="Created">{formatDisplayDate(project.createdAt) ?? 'Not set'}</Fact>
          <Fact label="Timeline">{projectTimeline(project)}</Fact>
          <Fact label="Estimated Hours">{project.estimatedHours ?? 'Not set'}</Fact>
          {project.notes ? (
            <Fact label="Notes">
              <span className="workspace-overview__text">{project.notes}</span>
            </Fact>
          ) : null}
        </dl>
        {deliverables?.length ? (
          <>
            <h3 className="workspace-overview__subheading">Key Deliverables</h3>
            <ul>
              {deliverables.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        ) : null}
      </Card>

      <Card title={<h2 className="workspace-overview__card-title">Project Team</h2>}>
        <div className="workspace-overview__team">
          <section aria-label="Charity">
            <h3 className="workspace-overview__subheading">Charity</h3>
            {project.charity ? (
              <>
                <p className="workspace-overview__name">{project.charity.name}</p>
                {project.charity.contactEmail ? (
                  sample ? (
                    <p>{project.charity.contactEmail}</p>
                  ) : (
                    <a href={`mailto:${project.charity.contactEmail}`}>{project.charity.contactEmail}</a>
                  )
                ) : null}
              </>
            ) : (
              <p>Not set</p>
            )}
          </section>
          <section aria-label="Consultant">
            <h3 className="workspace-overview__subheading">Consultant</h3>
            {project.consultant ? (
              <>
                <p className="workspace-overview__name">{project.consultant.name}</p>
                {project.consultant.organization ? <p>{project.consultant.organization}</p> : null}
                {project.consultant.expertise.length ? <p>{project.consultant.expertise.map(expertiseLabel).join(', ')}</p> : null}
              </>
            ) : (
              <p>No consultant assigned yet.</p>
            )}
          </section>
        </div>
      </Card>

      <Card title={<h2 className="workspace-overview__card-title">Progress</h2>}>
        <p>
          <strong>Current status:</strong> {projectStatusLabel(project.status)}
        </p>
        <p>
          <strong>Next steps:</strong> {PROJECT_NEXT_STEPS[project.status]}
        </p>
        {actions}
        <h3 className="workspace-overview__subheading">History</h3>
        {history.length ? (
          <ol className="workspace-overview__history">
            {history.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.createdAt}>{formatMessageTime(entry.createdAt)}</time>: {historyLine(entry)}
              </li>
            ))}
          </ol>
        ) : (
          <p>Nothing recorded yet.</p>
        )}
      </Card>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="workspace-overview__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
