import { createHash, randomBytes } from 'node:crypto';

/** DECISIONS D3: 32 random bytes in the link, only the SHA-256 in the database. */
export function generateResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
