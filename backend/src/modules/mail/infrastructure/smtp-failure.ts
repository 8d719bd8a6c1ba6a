/** Codes nodemailer and Node's sockets give when no SMTP conversation took place at all. */
const UNREACHABLE_CODES = new Set([
  'ECONNECTION',
  'ESOCKET',
  'ETIMEDOUT',
  'EDNS',
  'ETLS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * True when the SMTP server could not be reached or dropped the connection (item 2.3): such a
 * failure says nothing about the mail and must not use up its attempts. A reply with a response
 * code is the server's verdict on the mail, so it counts.
 */
export function isSmtpUnreachable(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return false;
  return typeof code === 'string' && UNREACHABLE_CODES.has(code);
}
