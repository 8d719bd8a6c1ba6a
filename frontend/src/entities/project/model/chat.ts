import dayjs from 'dayjs';
import { isCharityUser, isConsultantUser, type CurrentUser, type UserRole } from '@contracts';

/** D13: message times read 'DD MMM YYYY, HH:mm' (spec 001 §9 'dd MMM yyyy, HH:mm'). */
const MESSAGE_TIME_FORMAT = 'DD MMM YYYY, HH:mm';

/** How often the Messages tab asks for new messages while the browser tab is visible. */
export const MESSAGE_POLL_MS = 5000;

export function formatMessageTime(value: string): string {
  const time = dayjs(value);
  return time.isValid() ? time.format(MESSAGE_TIME_FORMAT) : '';
}

type Viewer = Pick<CurrentUser, 'id' | 'role' | 'isAdmin' | 'isConsultant' | 'isDualRole'>;

/** The side of the conversation the viewer speaks for: the charity or the consultant; an admin neither. */
function viewerChatRole(viewer: Viewer): UserRole | null {
  if (isCharityUser(viewer)) return 'charity';
  if (isConsultantUser(viewer)) return 'consultant';
  return null;
}

/** spec 001 §2: messages from the viewer's own role are aligned as own (and always the viewer's own posts). */
export function isOwnMessage(message: { senderId: number; sender: { role: UserRole } }, viewer: Viewer): boolean {
  if (message.senderId === viewer.id) return true;
  const role = viewerChatRole(viewer);
  return role !== null && message.sender.role === role;
}

/** Blank or whitespace-only content is ignored on send (spec 001 §2). */
export function messageToSend(draft: string): string | null {
  const content = draft.trim();
  return content ? content : null;
}
