import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

import type { AppConfig } from '../../../config/app-config';

/**
 * Issue 15, mail that keeps up: SMTP_URL as nodemailer options with a pool of SMTP_POOL_SIZE connections kept
 * open between mails, and SMTP_TIMEOUT_MS for connecting, for the greeting and for silence mid-conversation, so a
 * server that accepts TCP and never speaks costs one timeout (nodemailer's defaults are 2 min, 30 s and 10 min).
 * Options in the URL's query (e.g. `?pool=false`) still win: nodemailer's own URL syntax stays available.
 */
export function smtpTransportOptions(smtpUrl: string, mail: AppConfig['mailDispatch']): SMTPPool.Options {
  const fromUrl: Record<string, unknown> = { ...parseConnectionUrl(smtpUrl) };
  return {
    pool: true,
    maxConnections: mail.smtpPoolSize,
    connectionTimeout: mail.smtpTimeoutMs,
    greetingTimeout: mail.smtpTimeoutMs,
    socketTimeout: mail.smtpTimeoutMs,
    ...fromUrl,
  } as SMTPPool.Options;
}
