import { decryptSecret, encryptSecret } from '../../../common/crypto/secret-cipher';

/** Marks an outbox body stored encrypted; a rendered plain-text mail never starts with it. */
const SEALED_PREFIX = 'sealed:';

export function sealBody(text: string, key: Buffer): string {
  return SEALED_PREFIX + encryptSecret(text, key);
}

/** The plain body, or null when a sealed body cannot be opened (CREDENTIALS_KEY changed). */
export function openBody(stored: string, key: Buffer): string | null {
  return stored.startsWith(SEALED_PREFIX) ? decryptSecret(stored.slice(SEALED_PREFIX.length), key) : stored;
}

export const isSealedBody = (stored: string): boolean => stored.startsWith(SEALED_PREFIX);
