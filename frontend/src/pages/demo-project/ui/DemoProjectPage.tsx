import { useState } from 'react';
import { PROJECT_TEXTS } from '@contracts';
import { Link } from 'react-router-dom';
import { Alert, Tabs } from 'antd';
import { ROUTES } from '@/shared/config';
import { usePageTitle } from '@/shared/lib';
import { AntdProvider } from '@/shared/ui/antd-provider';
import { Badge } from '@/shared/ui/badge';
import { PROJECT_STATUS_TONES, projectStatusLabel } from '@/entities/project';
import { ChatPane, ProjectOverview, type ChatEntry } from '@/features/project-workspace';
import { DEMO_DELIVERABLES, DEMO_MESSAGES, DEMO_PROJECT, type DemoMessage } from '../model/demoProject';
import './demo-project.css';

/**
 * /demo-project (spec 001 "Project detail", static variant): a sample project in progress. It makes no
 * calls; messages typed here stay in this page and disappear on reload. The viewer plays the charity.
 */
export function DemoProjectPage() {
  usePageTitle('Demo Project');
  const [messages, setMessages] = useState<DemoMessage[]>(DEMO_MESSAGES);
  const project = DEMO_PROJECT;

  const entries: ChatEntry[] = messages.map((message) => ({
    id: message.id,
    senderName: message.from === 'charity' ? project.charity!.name : project.consultant!.name,
    senderOrganization: message.from === 'consultant' ? project.consultant!.organization : null,
    content: message.content,
    createdAt: message.createdAt,
    own: message.from === 'charity',
  }));

  const send = async (content: string) => {
    setMessages((list) => [...list, { id: list.length + 1, from: 'charity', content, createdAt: new Date().toISOString() }]);
    return true;
  };

  return (
    <AntdProvider>
      <div className="container demo-project">
        <Alert
          type="warning"
          showIcon
          title="Demonstration"
          description={
            <>
              This is a sample project with made-up data, to show how a project works. Nothing you do here is saved or sent.{' '}
              <Link to={`${ROUTES.register}?type=charity`}>Register your charity</Link> to request a real one.
            </>
          }
        />
        <header className="demo-project__header">
          <h1 className="demo-project__title">{project.title}</h1>
          <Badge tone={PROJECT_STATUS_TONES[project.status]}>{projectStatusLabel(project.status)}</Badge>
          <Badge tone="neutral">Demo</Badge>
        </header>
        <Tabs
          items={[
            { key: 'details', label: 'Project Details', children: <ProjectOverview project={project} deliverables={DEMO_DELIVERABLES} sample /> },
            {
              key: 'messages',
              label: 'Messages',
              children: (
                <section aria-label="Messages">
                  <p className="demo-project__note">Messages you type here stay on this page and are not sent to anyone.</p>
                  <ChatPane entries={entries} onSend={send} />
                </section>
              ),
            },
            {
              key: 'files',
              label: 'Files & Documents',
              children: (
                <section aria-label="Files and documents">
                  <p>{PROJECT_TEXTS.noFiles}</p>
                  <p className="demo-project__note">In a real project the charity and the consultant share documents here.</p>
                </section>
              ),
            },
          ]}
        />
      </div>
    </AntdProvider>
  );
}
