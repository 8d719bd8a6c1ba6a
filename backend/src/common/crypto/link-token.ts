import { createHash, randomBytes } from 'node:crypto';

/** A single-use secret for a link in a mail: 32 random bytes in the link, only the SHA-256 in the database. */
export function generateLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
