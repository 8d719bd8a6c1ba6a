/** One unread, not yet notified message with the two accounts of its project. */
export interface UnreadMessageFacts {
  id: number;
  projectId: number;
  projectTitle: string;
  senderId: number;
  createdAt: Date;
  charityUserId: number;
  charityName: string;
  charityEmail: string;
  consultantUserId: number | null;
  consultantName: string | null;
  consultantEmail: string | null;
}

export interface DigestBatch {
  recipient: { userId: number; name: string; email: string };
  messageIds: number[];
  projects: Array<{ id: number; title: string; unread: number }>;
}

/**
 * D8: a participant whose unread messages include one older than the cutoff gets ONE mail for everything
 * unread and not yet mentioned, across projects; the batch's messages are then marked as notified so the
 * next run does not repeat them. A message is for the side that did not send it.
 */
export function planDigests(messages: readonly UnreadMessageFacts[], cutoff: Date): DigestBatch[] {
  const byRecipient = new Map<number, { batch: DigestBatch; due: boolean }>();
  for (const message of messages) {
    const fromCharity = message.senderId === message.charityUserId;
    const recipient = fromCharity
      ? message.consultantUserId === null || !message.consultantEmail
        ? null
        : { userId: message.consultantUserId, name: message.consultantName ?? '', email: message.consultantEmail }
      : { userId: message.charityUserId, name: message.charityName, email: message.charityEmail };
    if (!recipient || recipient.userId === message.senderId) continue;
    let entry = byRecipient.get(recipient.userId);
    if (!entry) {
      entry = { batch: { recipient, messageIds: [], projects: [] }, due: false };
      byRecipient.set(recipient.userId, entry);
    }
    entry.batch.messageIds.push(message.id);
    entry.due ||= message.createdAt.getTime() <= cutoff.getTime();
    const project = entry.batch.projects.find((p) => p.id === message.projectId);
    if (project) project.unread += 1;
    else entry.batch.projects.push({ id: message.projectId, title: message.projectTitle, unread: 1 });
  }
  return [...byRecipient.values()].filter((entry) => entry.due).map((entry) => entry.batch);
}
