import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Form, Input, InputNumber, Space } from 'antd';
import {
  ADMIN_TOASTS,
  EXPERTISE_KEYS,
  EXPERTISE_LABELS,
  PASSWORD_MIN_LENGTH,
  PRE_LISTED_NAME_MIN_LENGTH,
  PRE_LISTED_PROFILE_MESSAGES,
  USERNAME_MIN_LENGTH,
  VALIDATION_MESSAGES,
  type CreatePreListedConsultantRequest,
} from '@contracts';
import { generateTemporaryPassword, useCreatePreListedConsultantMutation, type IssuedCredentials } from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { useToast } from '@/shared/ui';
import { CheckboxGroupField } from '@/shared/ui/checkbox-group-field';

interface FormValues {
  name: string;
  email: string;
  username: string;
  temporaryPassword: string;
  organisation?: string;
  yearsExperience?: number;
  expertise: string[];
  profileSummary: string;
  previousExperience?: string;
  specialisations?: string;
}

export interface CreatePreListedConsultantFormProps {
  /** The full page shows 'Back to Admin Dashboard' on success; the dual-role Admin View does not. */
  showDashboardLink?: boolean;
  /** The failure toast's text when the server sends no message: each screen words it as spec 001 §8 does. */
  failureFallback?: string;
}

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** Create pre-listed consultant (spec 001 §2, §3, §5): the form, then the credentials to share. */
export function CreatePreListedConsultantForm({ showDashboardLink = true, failureFallback = ADMIN_TOASTS.preListedFailed.description }: CreatePreListedConsultantFormProps) {
  const [form] = Form.useForm<FormValues>();
  const [create, { isLoading }] = useCreatePreListedConsultantMutation();
  const [issued, setIssued] = useState<IssuedCredentials | null>(null);
  const { toast } = useToast();

  const onFinish = async (values: FormValues) => {
    const body: CreatePreListedConsultantRequest = {
      name: values.name.trim(),
      email: values.email.trim(),
      username: values.username.trim(),
      temporaryPassword: values.temporaryPassword,
      organisation: optional(values.organisation),
      yearsExperience: values.yearsExperience ?? 0,
      expertise: values.expertise,
      profileSummary: values.profileSummary.trim(),
      previousExperience: optional(values.previousExperience),
      specialisations: optional(values.specialisations),
    };
    try {
      setIssued(await create(body).unwrap());
      toast(ADMIN_TOASTS.preListedCreated);
    } catch (error) {
      toast({ title: ADMIN_TOASTS.preListedFailed.title, description: serverMessage(error) ?? failureFallback, variant: 'destructive' });
    }
  };

  if (issued) {
    return (
      <CredentialsIssued
        issued={issued}
        showDashboardLink={showDashboardLink}
        onAnother={() => {
          form.resetFields();
          setIssued(null);
        }}
      />
    );
  }

  return (
    <Form<FormValues> form={form} name="pre-listed-consultant" layout="vertical" onFinish={onFinish} initialValues={{ yearsExperience: 0, expertise: [] }} requiredMark="optional">
      <Form.Item label="Full name" name="name" rules={[{ required: true, min: PRE_LISTED_NAME_MIN_LENGTH, whitespace: true, message: VALIDATION_MESSAGES.preListedNameMin }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email', message: VALIDATION_MESSAGES.validEmailRequired }]}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item label="Username" name="username" rules={[{ required: true, min: USERNAME_MIN_LENGTH, message: VALIDATION_MESSAGES.usernameMin }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label="Temporary password" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="temporaryPassword"
            noStyle
            rules={[{ required: true, min: PASSWORD_MIN_LENGTH, message: VALIDATION_MESSAGES.temporaryPasswordMin }]}
          >
            <Input aria-label="Temporary password" autoComplete="new-password" />
          </Form.Item>
          <Button onClick={() => form.setFieldsValue({ temporaryPassword: generateTemporaryPassword() })}>Generate</Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item label="Organisation" name="organisation">
        <Input />
      </Form.Item>
      <Form.Item
        label="Years of experience"
        name="yearsExperience"
        rules={[{ type: 'number', min: 0, message: VALIDATION_MESSAGES.yearsExperiencePositive }]}
      >
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <Form.Item
        label="Expertise"
        name="expertise"
        rules={[{ required: true, type: 'array', min: 1, message: VALIDATION_MESSAGES.selectExpertise }]}
      >
        <CheckboxGroupField options={EXPERTISE_KEYS.map((key) => ({ value: key, label: EXPERTISE_LABELS[key] }))} />
      </Form.Item>
      {/* Issue 16: the directory lists a pre-listed consultant at once, so the summary is required (the server checks it too). */}
      <Form.Item label="Profile summary" name="profileSummary" rules={[{ required: true, whitespace: true, message: PRE_LISTED_PROFILE_MESSAGES.profileSummaryRequired }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item label="Previous experience" name="previousExperience">
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item label="Specialisations" name="specialisations">
        <Input.TextArea rows={2} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Create Consultant
      </Button>
    </Form>
  );
}

function CredentialsIssued({ issued, showDashboardLink, onAnother }: { issued: IssuedCredentials; showDashboardLink: boolean; onAnother: () => void }) {
  return (
    <div className="pre-listed-success" role="status">
      <Alert type="success" showIcon title="Consultant created" description="Share these temporary credentials with the consultant." />
      <dl className="admin-field-list" style={{ margin: '16px 0' }}>
        <dt>Username</dt>
        <dd data-testid="issued-username">{issued.username}</dd>
        <dt>Temporary password</dt>
        <dd data-testid="issued-password">
          <code>{issued.temporaryPassword}</code>
        </dd>
      </dl>
      <h2 className="h4">Next steps</h2>
      <ol>
        <li>Send the username and temporary password to the consultant by a channel other than e-mail.</li>
        <li>
          They sign in at <Link to={ROUTES.login}>{ROUTES.login}</Link>, accept the terms and set their own password.
        </li>
        <li>Their profile is listed in the directory once onboarding is complete.</li>
      </ol>
      <p>Notes: the temporary password is shown only now and expires after a week; assign a new one if it is lost.</p>
      <Space wrap>
        <Button type="primary" onClick={onAnother}>
          Create Another Consultant
        </Button>
        {showDashboardLink ? (
          <Link to={ROUTES.adminDashboard} className="ant-btn ant-btn-default">
            Back to Admin Dashboard
          </Link>
        ) : null}
      </Space>
    </div>
  );
}
