import { VALIDATION_MESSAGES } from '@contracts';
import { NewPasswordFields, type NewPasswordFieldsProps } from '@/shared/ui/new-password-fields';
import { ONBOARDING_PASSWORD_HINT, ONBOARDING_PASSWORD_RULES } from '../model/passwordRules';

export type OnboardingPasswordFieldsProps = Pick<NewPasswordFieldsProps, 'confirmLabel' | 'validateTrigger'>;

const CONFIRM_RULES = [{ required: true, message: VALIDATION_MESSAGES.confirmPasswordRequired }];

/** `newPassword` + `confirmPassword` under the onboarding password rule (spec 001 §5), with its hint. */
export function OnboardingPasswordFields({ confirmLabel, validateTrigger }: OnboardingPasswordFieldsProps) {
  return (
    <NewPasswordFields
      confirmLabel={confirmLabel}
      hint={ONBOARDING_PASSWORD_HINT}
      rules={ONBOARDING_PASSWORD_RULES}
      confirmRules={CONFIRM_RULES}
      mismatchMessage={VALIDATION_MESSAGES.passwordsDontMatch}
      validateTrigger={validateTrigger}
    />
  );
}
