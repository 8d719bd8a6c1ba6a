import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Form, Input, Modal } from 'antd';
import { LOGOUT_RELOAD_DELAY_MS, PERSONAL_DATA_MESSAGES } from '@contracts';
import { baseApi, serverMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { pageReload } from '@/shared/lib';
import { useToast } from '@/shared/ui';
import { useDeleteAccountMutation } from '../api/personalDataApi';

/**
 * Account Settings "Delete account" (issue 19, D19): password, then a confirmation dialog. The server
 * refuses (409) while a project is in progress or for the last admin; its message says what to do first.
 */
export function DeleteAccountCard() {
  const [form] = Form.useForm<{ password: string }>();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { toast } = useToast();
  const navigate = useNavigate();
  const dispatch = useDispatch();

  const confirm = async () => {
    setProblem(null);
    try {
      await deleteAccount({ password: form.getFieldValue('password') as string }).unwrap();
      toast({ title: PERSONAL_DATA_MESSAGES.accountDeleted, description: 'We have sent a confirmation to your e-mail address.' }, { keepAcrossReload: true });
      // As at logout: leave first, then forget every cached answer and reload so nothing signed-in survives.
      navigate(ROUTES.home, { flushSync: true });
      dispatch(baseApi.util.resetApiState());
      window.setTimeout(() => pageReload.reload(), LOGOUT_RELOAD_DELAY_MS);
    } catch (error) {
      setConfirming(false);
      setProblem(serverMessage(error) ?? 'Your account could not be deleted. Please try again.');
    }
  };

  return (
    <Card title={<h2 className="account-settings__card-title">Delete account</h2>}>
      <p>
        Deleting your account signs you out everywhere and erases your name, e-mail address, phone and profile at once. Projects you took
        part in stay with the other party, with your messages and documents shown as from a former member. This cannot be undone.
      </p>
      <p>
        You cannot delete your account while one of your projects is in progress: ask the other party or our team to complete or cancel it
        first. The last admin cannot delete their account.
      </p>
      <Form form={form} name="delete-account" layout="vertical" onFinish={() => setConfirming(true)} requiredMark={false}>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: PERSONAL_DATA_MESSAGES.passwordRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {problem ? <Alert type="error" showIcon message={problem} role="alert" className="account-settings__alert" /> : null}
        <Button danger htmlType="submit">
          Delete my account
        </Button>
      </Form>
      <Modal
        open={confirming}
        title="Delete your account?"
        okText="Delete my account"
        cancelText="Keep my account"
        okButtonProps={{ danger: true, loading: isLoading }}
        cancelButtonProps={{ disabled: isLoading }}
        onOk={confirm}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        <p>Your personal data will be erased straight away and you will be signed out. This cannot be undone.</p>
      </Modal>
    </Card>
  );
}
