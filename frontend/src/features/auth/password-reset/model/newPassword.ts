import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES } from '@contracts';

export type NewPasswordValues = { password: string; confirmPassword: string };

export const NEW_PASSWORD_HINT = `Between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters.`;

/** The reset rule (spec 000 §8): 8 to 100 characters; an empty field shows the length message. */
export function validateNewPassword({ password, confirmPassword }: NewPasswordValues): Partial<NewPasswordValues> {
  const errors: Partial<NewPasswordValues> = {};
  if (password.length < PASSWORD_MIN_LENGTH) errors.password = VALIDATION_MESSAGES.passwordMin;
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = VALIDATION_MESSAGES.passwordMax;
  if (confirmPassword.length < PASSWORD_MIN_LENGTH) errors.confirmPassword = VALIDATION_MESSAGES.passwordMin;
  else if (confirmPassword !== password) errors.confirmPassword = VALIDATION_MESSAGES.passwordsDoNotMatch;
  return errors;
}
