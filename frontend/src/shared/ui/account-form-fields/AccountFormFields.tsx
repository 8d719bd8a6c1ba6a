import { Form, Input } from 'antd';
import {
  ACCOUNT_FIELD_MAX_LENGTH,
  VALIDATION_MESSAGES,
  WEB_ADDRESS_MAX_LENGTH,
  isWebAddress,
} from '@contracts';

/** "Full name", required (account settings). */
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
