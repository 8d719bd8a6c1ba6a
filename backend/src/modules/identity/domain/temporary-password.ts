import { randomInt } from 'node:crypto';

import { TEMP_PASSWORD_LENGTH } from '../../../contracts';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = '!@#$%&*?';
const ALL = UPPER + LOWER + DIGITS + SPECIAL;

/** 12 characters from a crypto source, with one of each class so it also meets the onboarding rule. */
export function generateTemporaryPassword(length = TEMP_PASSWORD_LENGTH): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)];
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

export interface TemporaryPasswordState {
  mustChangePassword: boolean;
  temporaryPasswordSetAt: Date | null;
}

/** DECISIONS D5: a temporary password works TEMP_PASSWORD_TTL_HOURS after it was set, no longer. */
export function temporaryPasswordExpired(state: TemporaryPasswordState, now: Date, ttlHours: number): boolean {
  if (!state.mustChangePassword || !state.temporaryPasswordSetAt) return false;
  return now.getTime() - state.temporaryPasswordSetAt.getTime() >= ttlHours * 3_600_000;
}
