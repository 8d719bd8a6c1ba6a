import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Switch } from 'antd';
import { ADMIN_TOASTS, CONSULTANT_ACCOUNT_MESSAGES, CONSULTANT_ACCOUNT_TEXT_MIN_LENGTH, EXPERTISE_KEYS, EXPERTISE_LABELS, USERNAME_MIN_LENGTH, VALIDATION_MESSAGES } from '@contracts';
import { useCreateConsultantAccountMutation, type CreateConsultantAccountRequest, type IssuedCredentials } from '@/entities/admin';
import { ROUTES } from '@/shared/config';
import { useToast } from '@/shared/ui';
import { CheckboxGroupField } from '@/shared/ui/checkbox-group-field';

// Spec 001 §5 "Create consultant account (full)": the server's own messages for this form.
const PROFILE_TEXT_MIN = CONSULTANT_ACCOUNT_TEXT_MIN_LENGTH;
const MESSAGES = {
  email: CONSULTANT_ACCOUNT_MESSAGES.validEmailRequired,
  expertise: CONSULTANT_ACCOUNT_MESSAGES.expertiseRequired,
  profileSummary: CONSULTANT_ACCOUNT_MESSAGES.profileSummaryMin,
  previousExperience: CONSULTANT_ACCOUNT_MESSAGES.previousExperienceMin,
};

/**
 * The full account form of Add Consultant (spec 001 §3 "Create consultant account", §5) and the accounts
 * created in this session, each with the temporary password the server issued (D5) and where the consultant
 * onboards. Unlike the pre-listed form it takes the whole profile (summary and previous experience of 50
 * characters or more, phone, bio, LinkedIn) and the approval and featured switches.
 */
export function FullAccountForm() {
  const [form] = Form.useForm<CreateConsultantAccountRequest>();
  const [create, { isLoading }] = useCreateConsultantAccountMutation();
  const [created, setCreated] = useState<Array<IssuedCredentials & { name: string; email: string }>>([]);
  const { toast } = useToast();

  const onFinish = async (values: CreateConsultantAccountRequest) => {
    try {
      const issued = await create({ ...values, yearsExperience: values.yearsExperience ?? 0 }).unwrap();
      setCreated((list) => [{ ...issued, name: values.name, email: values.email }, ...list]);
      form.resetFields();
      toast(ADMIN_TOASTS.consultantAccountCreated);
    } catch {
      toast({ ...ADMIN_TOASTS.consultantAccountFailed, variant: 'destructive' });
    }
  };

  return (
    <>
      <Form<CreateConsultantAccountRequest>
        form={form}
        // Its field ids are prefixed: the pre-listed form on the same screen has fields of the same names.
        name="consultant-account"
        layout="vertical"
        onFinish={onFinish}
        requiredMark="optional"
        initialValues={{ isApproved: true, isFeatured: false, yearsExperience: 0, expertise: [] }}
      >
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: VALIDATION_MESSAGES.nameRequired }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email', message: MESSAGES.email }]}>
          <Input type="email" />
        </Form.Item>
        <Form.Item label="Username" name="username" rules={[{ required: true, min: USERNAME_MIN_LENGTH, message: VALIDATION_MESSAGES.usernameMin }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Phone" name="phone">
          <Input type="tel" />
        </Form.Item>
        <Form.Item label="Bio" name="bio">
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item label="Expertise" name="expertise" rules={[{ required: true, type: 'array', min: 1, message: MESSAGES.expertise }]}>
          <CheckboxGroupField options={EXPERTISE_KEYS.map((key) => ({ value: key, label: EXPERTISE_LABELS[key] }))} />
        </Form.Item>
        <Form.Item label="Years of experience" name="yearsExperience" rules={[{ type: 'number', min: 0, message: VALIDATION_MESSAGES.yearsExperiencePositive }]}>
          <InputNumber min={0} precision={0} />
        </Form.Item>
        <Form.Item label="Profile summary" name="profileSummary" rules={[{ required: true, min: PROFILE_TEXT_MIN, message: MESSAGES.profileSummary }]}>
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item
          label="Previous experience"
          name="previousExperience"
          rules={[{ required: true, min: PROFILE_TEXT_MIN, message: MESSAGES.previousExperience }]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item label="Specializations" name="specializations">
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item label="LinkedIn profile" name="linkedin">
          <Input type="url" />
        </Form.Item>
        <Form.Item label="Approved" name="isApproved" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label="Featured" name="isFeatured" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Create Account
        </Button>
      </Form>
      {created.length > 0 ? (
        <Card title={<h2 className="summary-card__title">Created in this session</h2>} style={{ marginTop: 24 }}>
          <ul className="admin-plain-list">
            {created.map((account) => (
              <li key={account.username}>
                {account.name} ({account.email}): username <code>{account.username}</code>, temporary password{' '}
                <code>{account.temporaryPassword}</code>, onboarding at {ROUTES.consultantOnboarding}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </>
  );
}
