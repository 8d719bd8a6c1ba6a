import { VALIDATION_MESSAGES } from '../../../contracts';
import { basicPasswordProblem, onboardingPasswordProblems } from './password-policy';

describe('password policy (DECISIONS D3)', () => {
  describe('basicPasswordProblem', () => {
    it('refuses fewer than 8 characters', () => {
      expect(basicPasswordProblem('')).toBe(VALIDATION_MESSAGES.passwordMin);
      expect(basicPasswordProblem('1234567')).toBe(VALIDATION_MESSAGES.passwordMin);
    });

    it('accepts 8 to 100 characters', () => {
      expect(basicPasswordProblem('river-47q')).toBeNull();
      expect(basicPasswordProblem('x'.repeat(100))).toBeNull();
    });

    it('refuses a common password on every path that uses it (ADMIN_PASSWORD, temporary passwords, onboarding)', () => {
      for (const common of ['12345678', 'password123', 'Password1!']) expect(basicPasswordProblem(common)).toBe(VALIDATION_MESSAGES.passwordTooCommon);
      expect(onboardingPasswordProblems('P@ssw0rd')).toContain(VALIDATION_MESSAGES.passwordTooCommon);
    });

    it('refuses more than 100 characters', () => {
      expect(basicPasswordProblem('x'.repeat(101))).toBe(VALIDATION_MESSAGES.passwordMax);
    });

    it('uses the spec wording', () => {
      expect(VALIDATION_MESSAGES.passwordMin).toBe('Password must be at least 8 characters');
      expect(VALIDATION_MESSAGES.passwordMax).toBe('Password must not exceed 100 characters');
    });
  });

  describe('onboardingPasswordProblems (spec 001 §5)', () => {
    it('accepts 8+ characters with upper, lower, digit and special', () => {
      expect(onboardingPasswordProblems('Abcdef1!')).toEqual([]);
      expect(onboardingPasswordProblems('Demo-Passw0rd!')).toEqual([]);
    });

    it('lists every missing class, in the spec order', () => {
      expect(onboardingPasswordProblems('abcdefgh')).toEqual([
        VALIDATION_MESSAGES.passwordUppercase,
        VALIDATION_MESSAGES.passwordNumber,
        VALIDATION_MESSAGES.passwordSpecial,
      ]);
      expect(onboardingPasswordProblems('ABCDEFGH1!')).toEqual([VALIDATION_MESSAGES.passwordLowercase]);
      expect(onboardingPasswordProblems('Abcdefgh!')).toEqual([VALIDATION_MESSAGES.passwordNumber]);
      expect(onboardingPasswordProblems('Abcdefgh1')).toEqual([VALIDATION_MESSAGES.passwordSpecial]);
    });

    it('puts the length problem first', () => {
      expect(onboardingPasswordProblems('Ab1!')).toEqual([VALIDATION_MESSAGES.passwordMin]);
      expect(onboardingPasswordProblems('')[0]).toBe(VALIDATION_MESSAGES.passwordMin);
      expect(onboardingPasswordProblems(`Ab1!${'x'.repeat(97)}`)).toEqual([VALIDATION_MESSAGES.passwordMax]);
    });

    it('counts spaces and non-ASCII symbols as special characters', () => {
      expect(onboardingPasswordProblems('Abc defg1')).toEqual([]);
      expect(onboardingPasswordProblems('Abcdefg1£')).toEqual([]);
    });
  });
});
