import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_STRENGTH_MEDIUM_AT,
  PASSWORD_STRENGTH_STEP,
  PASSWORD_STRENGTH_STRONG_AT,
} from '@contracts';

type PasswordStrengthLabel = 'Weak' | 'Medium' | 'Strong';

export interface PasswordStrength {
  /** 0 to 100 in steps of 25. */
  score: number;
  label: PasswordStrengthLabel;
  checks: ReadonlyArray<{ key: string; text: string; met: boolean }>;
}

/**
 * The advisory strength meter (spec 000 §5): 25 points each for 8+ characters, an uppercase letter,
 * a digit and a special character; under 50 Weak, under 75 Medium, else Strong. It never blocks.
 */
export function passwordStrength(password: string): PasswordStrength {
  const checks = [
    { key: 'length', text: `At least ${PASSWORD_MIN_LENGTH} characters`, met: password.length >= PASSWORD_MIN_LENGTH },
    { key: 'uppercase', text: 'An uppercase letter', met: /[A-Z]/.test(password) },
    { key: 'digit', text: 'A number', met: /\d/.test(password) },
    { key: 'special', text: 'A special character, such as ! or #', met: /[^A-Za-z0-9]/.test(password) },
  ];
  const score = checks.filter((check) => check.met).length * PASSWORD_STRENGTH_STEP;
  const label: PasswordStrengthLabel =
    score < PASSWORD_STRENGTH_MEDIUM_AT ? 'Weak' : score < PASSWORD_STRENGTH_STRONG_AT ? 'Medium' : 'Strong';
  return { score, label, checks };
}
