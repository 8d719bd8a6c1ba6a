import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

import { PASSWORD_HASH_COST } from '../../../contracts';

import { ConcurrencyGate } from './concurrency-gate';

/**
 * scrypt with N = 2^17, r = 8, p = 1 (DECISIONS D3: N ≥ 2^17). The parameters travel in the hash
 * so they can be raised later without breaking stored passwords.
 */
/** Production keeps PASSWORD_HASH_COST (the config refuses less there); tests set a cheap cost for speed. */
let costN = 2 ** PASSWORD_HASH_COST;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

/** Waiting hashes per slot before refusing: a short queue absorbs a burst without stalling every request. */
const QUEUE_PER_SLOT = 2;
const gateFor = (concurrency: number) => new ConcurrencyGate(concurrency, concurrency * QUEUE_PER_SLOT);

/**
 * Every hash and verification in the process goes through one gate (DECISIONS D3, HASH_CONCURRENCY):
 * each takes ~128 MB and a CPU core for ~0.3 s, so a flood of logins must not run them all at once.
 * Beyond the limit and its queue the call rejects with ConcurrencyGateBusyError.
 */
let gate = gateFor(4);

/** Set once at start-up from PASSWORD_HASH_COST; hashes made with another cost still verify (N is stored). */
export function setPasswordHashCost(log2N: number): void {
  costN = 2 ** log2N;
}

/** Set once at start-up from HASH_CONCURRENCY. */
export function limitHashConcurrency(concurrency: number): void {
  gate = gateFor(concurrency);
}

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return gate.run(
    () =>
      new Promise((resolve, reject) =>
        scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, costN, R, P);
  return `scrypt$${costN}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when the username is unknown, so both failures take the same time. */
export function dummyPasswordHash(): Promise<string> {
  // A refused first attempt (gate busy) must not be cached for good.
  dummyHash ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}
