import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { PERSONAL_DATA_MESSAGES } from '@contracts';
import { serverMessage } from '@/shared/api';
import { useToast } from '@/shared/ui';
import { useExportDataMutation } from '../api/personalDataApi';

/** Account Settings "Your data" (issue 19): everything held about the member, as one ZIP, after their password. */
export function YourDataCard() {
  const [form] = Form.useForm<{ password: string }>();
  const [exportData, { isLoading }] = useExportDataMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { toast } = useToast();

  const onFinish = async ({ password }: { password: string }) => {
    setProblem(null);
    try {
      await exportData({ password }).unwrap();
      form.resetFields();
      toast({ title: 'Your data is downloading', description: 'Look for a .zip file in your downloads.' });
    } catch (error) {
      setProblem(serverMessage(error) ?? 'Your data could not be downloaded. Please try again.');
    }
  };

  return (
    <Card title={<h2 className="account-settings__card-title">Your data</h2>}>
      <p>
        Download everything we hold about you as one ZIP file: your account and profile, the terms you accepted, your projects and their
        messages, the documents you uploaded, your enquiries, the e-mails we sent you and the audit records about you. You can do this once
        every 10 minutes.
      </p>
      <Form form={form} name="export-data" layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: PERSONAL_DATA_MESSAGES.passwordRequired }]} extra="For your safety, enter your password again.">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {problem ? <Alert type="error" showIcon message={problem} role="alert" className="account-settings__alert" /> : null}
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Download my data
        </Button>
      </Form>
    </Card>
  );
}
