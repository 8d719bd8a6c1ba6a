import { randomBytes } from 'node:crypto';

import { decryptSecret, encryptSecret } from './secret-cipher';

const key = randomBytes(32);

/** Flips one bit in the base64 part `index` (1 = iv, 2 = tag, 3 = data) of a sealed value. */
function tamper(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[index], 'base64');
  bytes[0] ^= 0x01;
  parts[index] = bytes.toString('base64');
  return parts.join('.');
}

describe('secret cipher (AES-256-GCM, DECISIONS D3, D5)', () => {
  it('round-trips a temporary password', () => {
    const sealed = encryptSecret('Xk7#mPq2!vRt', key);
    expect(decryptSecret(sealed, key)).toBe('Xk7#mPq2!vRt');
  });

  it('round-trips unicode', () => {
    expect(decryptSecret(encryptSecret('pässwörd £ 🔐', key), key)).toBe('pässwörd £ 🔐');
  });

  it('never stores the plain text and uses a fresh IV every time', () => {
    const a = encryptSecret('Xk7#mPq2!vRt', key);
    const b = encryptSecret('Xk7#mPq2!vRt', key);
    expect(a).not.toContain('Xk7#mPq2!vRt');
    expect(a).not.toEqual(b);
    expect(a.split('.')[0]).toBe('v1');
    expect(Buffer.from(a.split('.')[1], 'base64')).toHaveLength(12);
    expect(Buffer.from(a.split('.')[2], 'base64')).toHaveLength(16);
  });

  it('detects tampering with the ciphertext, the tag or the IV', () => {
    const sealed = encryptSecret('Xk7#mPq2!vRt', key);
    expect(decryptSecret(tamper(sealed, 3), key)).toBeNull();
    expect(decryptSecret(tamper(sealed, 2), key)).toBeNull();
    expect(decryptSecret(tamper(sealed, 1), key)).toBeNull();
  });

  it('refuses another key', () => {
    expect(decryptSecret(encryptSecret('Xk7#mPq2!vRt', key), randomBytes(32))).toBeNull();
  });

  it('refuses malformed or unknown-version values', () => {
    const [, iv, tag, data] = encryptSecret('Xk7#mPq2!vRt', key).split('.');
    expect(decryptSecret('', key)).toBeNull();
    expect(decryptSecret('not-sealed', key)).toBeNull();
    expect(decryptSecret(['v2', iv, tag, data].join('.'), key)).toBeNull();
    expect(decryptSecret(['v1', iv, tag].join('.'), key)).toBeNull();
    expect(decryptSecret(['v1', iv, '', data].join('.'), key)).toBeNull();
  });
});
