import {
  LOGIN_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  VALIDATION_MESSAGES,
  isWebAddress,
} from '@contracts';
import type { AccountValues, SignUpValues } from './accountForm';
import { isPlausibleEmail } from './plausibleEmail';

type Problems = Partial<Record<keyof SignUpValues, string>>;

/**
 * The sign-up wizards' own checks on the account and personal fields (spec 000 §5, §8), one message
 * per field, the first rule that fails. Pure, so the plain forms and their tests share them.
 */
function accountFieldProblems(values: Pick<AccountValues, 'username' | 'email' | 'password' | 'confirmPassword' | 'name' | 'website'>): Problems {
  const problems: Problems = {};
  const username = values.username.trim();
  if (username.length < USERNAME_MIN_LENGTH) problems.username = VALIDATION_MESSAGES.usernameMin;
  else if (!USERNAME_PATTERN.test(values.username)) problems.username = VALIDATION_MESSAGES.usernameCharacters;

  if (!isPlausibleEmail(values.email)) problems.email = VALIDATION_MESSAGES.invalidEmail;

  if (values.password.length < PASSWORD_MIN_LENGTH) problems.password = VALIDATION_MESSAGES.passwordMin;
  else if (values.password.length > PASSWORD_MAX_LENGTH) problems.password = VALIDATION_MESSAGES.passwordMax;

  if (!values.confirmPassword) problems.confirmPassword = VALIDATION_MESSAGES.confirmPasswordRequired;
  else if (values.confirmPassword.length < LOGIN_PASSWORD_MIN_LENGTH) problems.confirmPassword = VALIDATION_MESSAGES.loginPasswordMin;
  else if (values.confirmPassword !== values.password) problems.confirmPassword = VALIDATION_MESSAGES.passwordsDontMatch;

  if (!values.name.trim()) problems.name = VALIDATION_MESSAGES.nameRequired;
  if (values.website.trim() && !isWebAddress(values.website)) problems.website = VALIDATION_MESSAGES.websiteInvalid;
  return problems;
}

/** Both wizards' account rules and the two consents that must be ticked. */
export function signUpProblems(values: SignUpValues): Problems {
  return {
    ...accountFieldProblems(values),
    ...(values.termsAccepted ? {} : { termsAccepted: VALIDATION_MESSAGES.acceptTerms }),
    ...(values.privacyAccepted ? {} : { privacyAccepted: VALIDATION_MESSAGES.acceptPrivacy }),
  };
}

/** `message` when `value` is blank (only spaces count as blank). */
export const requiredText = (value: string, message: string): string | undefined => (value.trim() ? undefined : message);
