import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES } from '../../../contracts';
import { isCommonPassword } from './common-passwords';

/**
 * DECISIONS D3: every stored password is at least 8 characters (and at most 100, spec 000 §5) and not a
 * common one: the paths without a DTO rule (ADMIN_PASSWORD at boot, onboarding, temporary passwords) get it here.
 */
export function basicPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return VALIDATION_MESSAGES.passwordMin;
  if (password.length > PASSWORD_MAX_LENGTH) return VALIDATION_MESSAGES.passwordMax;
  if (isCommonPassword(password)) return VALIDATION_MESSAGES.passwordTooCommon;
  return null;
}

/** Spec 001 §5 "Onboarding set-password": 8+ with upper, lower, digit and special character. */
export function onboardingPasswordProblems(password: string): string[] {
  const problems: string[] = [];
  const basic = basicPasswordProblem(password);
  if (basic) problems.push(basic);
  if (!/[A-Z]/.test(password)) problems.push(VALIDATION_MESSAGES.passwordUppercase);
  if (!/[a-z]/.test(password)) problems.push(VALIDATION_MESSAGES.passwordLowercase);
  if (!/[0-9]/.test(password)) problems.push(VALIDATION_MESSAGES.passwordNumber);
  if (!/[^A-Za-z0-9]/.test(password)) problems.push(VALIDATION_MESSAGES.passwordSpecial);
  return problems;
}
