import { signature, Template } from './mail-template-kit';

/** Project mails (issue 9, D8, D10): request notices, status moves and the unread-message digest. */
export interface ProjectRequestNotice {
  charityName: string;
  title: string;
  expertise: string[];
  type: string | null;
  projectId: number;
}

export interface ProjectStatusNotice {
  name: string;
  title: string;
  fromLabel: string;
  toLabel: string;
  actorName: string;
  projectId: number;
}

export interface UnreadDigest {
  name: string;
  projects: Array<{ id: number; title: string; unread: number }>;
}

export const PROJECT_MAIL_TEMPLATES = {
  projectRequestAdmin: ((data: ProjectRequestNotice, ctx) => ({
    subject: `[${ctx.brand}] New ${data.type === 'oneoff' ? 'one-off ' : ''}project request from ${data.charityName}`,
    text: `${data.charityName} has requested a project.\n\nTitle: ${data.title}\nExpertise: ${data.expertise.join(', ')}\nType: ${data.type === 'oneoff' ? 'One-off project' : 'Membership project'}\n\nMatch a consultant at ${ctx.appBaseUrl}/projects/${data.projectId}`,
  })) as Template<ProjectRequestNotice>,

  projectStatusChanged: ((data: ProjectStatusNotice, ctx) => ({
    subject: `${ctx.brand}: "${data.title}" is now ${data.toLabel}`,
    text: `Hello ${data.name},\n\n${data.actorName} moved the project "${data.title}" from ${data.fromLabel} to ${data.toLabel}.\n\nSee the project at ${ctx.appBaseUrl}/projects/${data.projectId}${signature(ctx)}`,
  })) as Template<ProjectStatusNotice>,

  projectConsultantAssigned: ((data: { name: string; title: string; consultantName: string; projectId: number }, ctx) => ({
    subject: `${ctx.brand}: ${data.consultantName} is working on "${data.title}"`,
    text: `Hello ${data.name},\n\n${data.consultantName} has been assigned to the project "${data.title}", and work is now in progress. You can exchange messages and documents on the project page: ${ctx.appBaseUrl}/projects/${data.projectId}${signature(ctx)}`,
  })) as Template<{ name: string; title: string; consultantName: string; projectId: number }>,

  /** To the consultant an admin took the project from: their access to it ends with this change. */
  projectConsultantReplaced: ((data: { name: string; title: string; projectId: number }, ctx) => ({
    subject: `${ctx.brand}: "${data.title}" has been reassigned`,
    text: `Hello ${data.name},\n\nThe project "${data.title}" (number ${data.projectId}) has been reassigned to another consultant, so you no longer have access to its messages and documents.${signature(ctx)}`,
  })) as Template<{ name: string; title: string; projectId: number }>,

  projectUnreadDigest: ((data: UnreadDigest, ctx) => {
    const total = data.projects.reduce((sum, p) => sum + p.unread, 0);
    const lines = data.projects.map((p) => `- ${p.title}: ${p.unread} new message${p.unread === 1 ? '' : 's'} (${ctx.appBaseUrl}/projects/${p.id})`).join('\n');
    return {
      subject: `You have ${total} unread message${total === 1 ? '' : 's'} on ${ctx.brand}`,
      text: `Hello ${data.name},\n\nMessages are waiting for you:\n\n${lines}${signature(ctx)}`,
    };
  }) as Template<UnreadDigest>,
};
