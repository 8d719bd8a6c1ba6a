import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hasher';

describe('password hasher (scrypt, DECISIONS D3)', () => {
  let hash: string;
  beforeAll(async () => {
    hash = await hashPassword('Demo-Passw0rd!');
  });

  it('stores scrypt with N = 2^17, r = 8, p = 1 and a random salt, never the password', async () => {
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain('Demo-Passw0rd!');
    expect(await hashPassword('Demo-Passw0rd!')).not.toEqual(hash);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    expect(await verifyPassword('Demo-Passw0rd!', hash)).toBe(true);
    expect(await verifyPassword('demo-passw0rd!', hash)).toBe(false);
  });

  it('refuses hashes it does not understand', async () => {
    expect(await verifyPassword('Demo-Passw0rd!', 'plain-text')).toBe(false);
    expect(await verifyPassword('Demo-Passw0rd!', '')).toBe(false);
    expect(await verifyPassword('Demo-Passw0rd!', hash.replace(/^scrypt/, 'bcrypt'))).toBe(false);
  });

  it('offers one dummy hash for unknown users', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy).toMatch(/^scrypt\$/);
    expect(await dummyPasswordHash()).toBe(dummy);
  });
});
