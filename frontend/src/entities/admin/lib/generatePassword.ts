import { TEMP_PASSWORD_LENGTH } from '@contracts';

// No look-alikes (0/O, 1/l/I), so a password read out over the phone survives; at least one of each class
// so the onboarding rules never reject a generated one.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = '!@#$%&*?';
const ALL = UPPER + LOWER + DIGITS + SPECIAL;

/** A uniformly random index below `max`, by rejection sampling (no modulo bias). */
function randomIndex(max: number): number {
  const buffer = new Uint32Array(1);
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  do {
    crypto.getRandomValues(buffer);
  } while (buffer[0] >= limit);
  return buffer[0] % max;
}

/** A temporary password of TEMP_PASSWORD_LENGTH characters from crypto.getRandomValues (spec 001 §9, D5). */
export function generateTemporaryPassword(length: number = TEMP_PASSWORD_LENGTH): string {
  const pick = (alphabet: string) => alphabet[randomIndex(alphabet.length)];
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(ALL));
  // Fisher–Yates, so the guaranteed classes are not always in front.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
