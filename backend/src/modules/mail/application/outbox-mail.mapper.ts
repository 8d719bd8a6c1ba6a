import { OutboxMailView } from '../../../contracts';
import { SECRET_BEARING_TEMPLATES } from '../domain/mail-templates';
import type { MailOutboxEntity } from '../infrastructure/mail-outbox.entity';
import { isSealedBody } from './sealed-body';

/** D10: the body of a mail carrying a secret (a reset link) is never shown; neither is a sealed one. */
export function toOutboxMailView(row: MailOutboxEntity): OutboxMailView {
  const hidden = SECRET_BEARING_TEMPLATES.has(row.template) || isSealedBody(row.textBody) || row.textBody === '';
  return {
    id: row.id,
    toAddress: row.toAddress,
    template: row.template,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError ?? null,
    body: hidden ? null : row.textBody,
    createdAt: new Date(row.createdAt).toISOString(),
    nextAttemptAt: new Date(row.nextAttemptAt).toISOString(),
    sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  };
}
