import type { FormRule } from 'antd';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES } from '@contracts';

/**
 * The onboarding password rule (spec 001 §5 "Onboarding set-password"): 8+ characters with an upper-case
 * letter, a lower-case letter, a number and a special character, each with its own message. The server
 * applies the same rule (DECISIONS D3). An empty field shows only the length message.
 */
export const ONBOARDING_PASSWORD_RULES: FormRule[] = [
  { required: true, message: VALIDATION_MESSAGES.passwordMin },
  { min: PASSWORD_MIN_LENGTH, message: VALIDATION_MESSAGES.passwordMin },
  { max: PASSWORD_MAX_LENGTH, message: VALIDATION_MESSAGES.passwordMax },
  { pattern: /[A-Z]/, message: VALIDATION_MESSAGES.passwordUppercase },
  { pattern: /[a-z]/, message: VALIDATION_MESSAGES.passwordLowercase },
  { pattern: /[0-9]/, message: VALIDATION_MESSAGES.passwordNumber },
  { pattern: /[^A-Za-z0-9]/, message: VALIDATION_MESSAGES.passwordSpecial },
];

export const ONBOARDING_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with an upper-case letter, a lower-case letter, a number and a special character.`;
