import fs from 'node:fs';
import { MAILBOX_FILE } from './paths';
import type { CaughtMail } from './smtpCatcher';

export type { CaughtMail };

/** Every mail the app has sent during this e2e run. */
function readMails(): CaughtMail[] {
  try {
    return JSON.parse(fs.readFileSync(MAILBOX_FILE, 'utf8')) as CaughtMail[];
  } catch {
    return [];
  }
}

/** Waits for a mail to arrive (the app sends from its outbox every MAIL_DISPATCH_INTERVAL_MS). */
export async function waitForMail(
  match: { to?: string; subject?: string | RegExp },
  timeoutMs = 15_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMails().find(
      (mail) =>
        (!match.to || mail.envelopeTo.includes(match.to)) &&
        (!match.subject ||
          (typeof match.subject === 'string' ? mail.subject.includes(match.subject) : match.subject.test(mail.subject))),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail matching ${JSON.stringify(String(match.subject ?? match.to))} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
