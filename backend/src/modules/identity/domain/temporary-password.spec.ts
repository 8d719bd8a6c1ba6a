import { TEMP_PASSWORD_LENGTH } from '../../../contracts';
import { onboardingPasswordProblems } from './password-policy';
import { generateTemporaryPassword, temporaryPasswordExpired } from './temporary-password';

const SAMPLES = Array.from({ length: 2000 }, () => generateTemporaryPassword());

describe('temporary password (DECISIONS D5)', () => {
  it('is 12 characters long by default', () => {
    expect(TEMP_PASSWORD_LENGTH).toBe(12);
    for (const password of SAMPLES) expect(password).toHaveLength(12);
  });

  it('always has an upper-case letter, a lower-case letter, a digit and a special character', () => {
    for (const password of SAMPLES) {
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
      expect(onboardingPasswordProblems(password)).toEqual([]);
    }
  });

  it('uses only unambiguous characters (no I, O, l, 0, 1)', () => {
    for (const password of SAMPLES) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9!@#$%&*?]+$/);
  });

  it('is random: no repeats in 2000 draws and every position varies', () => {
    expect(new Set(SAMPLES).size).toBe(SAMPLES.length);
    for (let position = 0; position < 12; position++) {
      const seen = new Set(SAMPLES.map((password) => password[position]));
      expect(seen.size).toBeGreaterThan(20);
    }
  });

  it('does not always put the guaranteed classes first', () => {
    const startsWithUpper = SAMPLES.filter((password) => /^[A-Z]/.test(password)).length;
    // With shuffling, about a third start with an upper-case letter; without it, all would.
    expect(startsWithUpper).toBeLessThan(SAMPLES.length * 0.6);
  });

  it('honours a longer length', () => {
    expect(generateTemporaryPassword(20)).toHaveLength(20);
  });
});

describe('temporary password expiry (DECISIONS D5)', () => {
  const setAt = new Date('2025-03-01T12:00:00.000Z');
  const after = (hours: number) => new Date(setAt.getTime() + hours * 3_600_000);

  it('expires TTL hours after it was set, only while it must still be changed', () => {
    expect(temporaryPasswordExpired({ mustChangePassword: true, temporaryPasswordSetAt: setAt }, after(167.9), 168)).toBe(false);
    expect(temporaryPasswordExpired({ mustChangePassword: true, temporaryPasswordSetAt: setAt }, after(168), 168)).toBe(true);
    expect(temporaryPasswordExpired({ mustChangePassword: false, temporaryPasswordSetAt: setAt }, after(500), 168)).toBe(false);
    expect(temporaryPasswordExpired({ mustChangePassword: true, temporaryPasswordSetAt: null }, after(500), 168)).toBe(false);
  });
});
