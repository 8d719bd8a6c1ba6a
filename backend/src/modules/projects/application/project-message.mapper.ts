import { ProjectMessage } from '../../../contracts';
import type { MessageRow } from '../infrastructure/project-message.repository';
import { ProjectAccess } from './project-access.service';

/** The current sides first; a consultant who has since been replaced still shows as a consultant. */
function senderSide(row: MessageRow, project: ProjectAccess): ProjectMessage['sender']['role'] {
  if (row.senderId === project.charityUserId) return 'charity';
  if (row.senderId === project.consultantUserId || row.senderIsConsultant || row.senderRole === 'consultant') return 'consultant';
  return row.senderRole === 'admin' ? 'admin' : 'charity';
}

/** Whitelists a message; the role is the sender's side of this project (spec 001 §6 aligns bubbles by it). */
export function toProjectMessage(row: MessageRow, project: ProjectAccess): ProjectMessage {
  return {
    id: row.id,
    projectId: row.projectId,
    senderId: row.senderId,
    sender: { name: row.senderName, role: senderSide(row, project), organization: row.senderOrganisation },
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
  };
}
