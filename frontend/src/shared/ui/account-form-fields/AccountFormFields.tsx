import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import {
  ACCOUNT_FIELD_MAX_LENGTH,
  LOGIN_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  VALIDATION_MESSAGES,
  WEB_ADDRESS_MAX_LENGTH,
  isWebAddress,
} from '@contracts';
import { PasswordToggle } from '@/shared/ui/password-toggle';

export interface AccountFieldsProps {
  /** The antd form's `name`: the inputs' ids are `<formName>_<field>`. */
  formName: string;
  /** Under the password: a hint or a strength meter. */
  passwordExtra: ReactNode;
  /** Kept by the wizard, so it survives leaving step 1 and coming back. */
  passwordVisible: boolean;
  onTogglePasswordVisible: () => void;
}

/**
 * The account step of the sign-up wizards (spec 000 §2, §5): username, e-mail, password and its
 * confirmation, one "Show passwords" toggle for both. Inside an antd Form.
 */
export function AccountFields({ formName, passwordExtra, passwordVisible, onTogglePasswordVisible }: AccountFieldsProps) {
  return (
    <>
      <Form.Item
        label="Username"
        name="username"
        extra="At least 3 characters: letters, numbers, dots, dashes, underscores or @."
        rules={[
          { required: true, whitespace: true, message: VALIDATION_MESSAGES.usernameMin },
          { min: USERNAME_MIN_LENGTH, message: VALIDATION_MESSAGES.usernameMin },
          { pattern: USERNAME_PATTERN, message: VALIDATION_MESSAGES.usernameCharacters },
        ]}
      >
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={ACCOUNT_FIELD_MAX_LENGTH.username} />
      </Form.Item>
      <EmailField />
      <Form.Item
        label="Password"
        name="password"
        extra={passwordExtra}
        rules={[
          { required: true, message: VALIDATION_MESSAGES.passwordMin },
          { min: PASSWORD_MIN_LENGTH, message: VALIDATION_MESSAGES.passwordMin },
          { max: PASSWORD_MAX_LENGTH, message: VALIDATION_MESSAGES.passwordMax },
        ]}
      >
        <Input
          type={passwordVisible ? 'text' : 'password'}
          autoComplete="new-password"
          suffix={
            <PasswordToggle
              visible={passwordVisible}
              onToggle={onTogglePasswordVisible}
              controls={`${formName}_password ${formName}_confirmPassword`}
              label="Show passwords"
            />
          }
        />
      </Form.Item>
      <Form.Item
        label="Confirm password"
        name="confirmPassword"
        dependencies={['password']}
        rules={[
          { required: true, message: VALIDATION_MESSAGES.confirmPasswordRequired },
          { min: LOGIN_PASSWORD_MIN_LENGTH, message: VALIDATION_MESSAGES.loginPasswordMin },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== getFieldValue('password')) throw new Error(VALIDATION_MESSAGES.passwordsDontMatch);
            },
          }),
        ]}
      >
        <Input type={passwordVisible ? 'text' : 'password'} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/** "Full name", required: the same on both wizards' personal step. */
export function FullNameField() {
  return (
    <Form.Item label="Full name" name="name" rules={[{ required: true, whitespace: true, message: VALIDATION_MESSAGES.nameRequired }]}>
      <Input autoComplete="name" maxLength={ACCOUNT_FIELD_MAX_LENGTH.name} />
    </Form.Item>
  );
}

/** The optional "Website" field of both wizards: an http(s) address, the rule the server applies. */
export function WebsiteField() {
  return (
    <Form.Item
      label="Website"
      name="website"
      rules={[
        {
          validator: async (_rule, value: string | undefined) => {
            if (value?.trim() && !isWebAddress(value)) throw new Error(VALIDATION_MESSAGES.websiteInvalid);
          },
        },
      ]}
    >
      <Input type="url" autoComplete="url" placeholder="https://" spellCheck={false} maxLength={WEB_ADDRESS_MAX_LENGTH} />
    </Form.Item>
  );
}

/** "Email address", required and well-formed: sign-up and account settings alike. */
export function EmailField() {
  return (
    <Form.Item
      label="Email address"
      name="email"
      rules={[
        { required: true, message: VALIDATION_MESSAGES.invalidEmail },
        { type: 'email', message: VALIDATION_MESSAGES.invalidEmail },
      ]}
    >
      <Input type="email" autoComplete="email" spellCheck={false} maxLength={ACCOUNT_FIELD_MAX_LENGTH.email} />
    </Form.Item>
  );
}
