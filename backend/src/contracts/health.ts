/** Issue 15: the mail backlog as `/api/health/ready` reports it. */
export interface MailBacklogView {
  /** Mails waiting to go out (due now or waiting out a retry back-off). */
  pending: number;
  /** How long the longest-waiting due mail has waited for the dispatcher; 0 when none is due. */
  oldestPendingAgeSeconds: number;
  /** Mails that gave up after every attempt. */
  failed: number;
}

export const HEALTH_MESSAGES = {
  mailBacklogStale: 'Mail is not going out: the oldest due mail has waited too long',
} as const;
