import { Button, Card, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import {
  ACCOUNT_FIELD_MAX_LENGTH,
  ACCOUNT_MESSAGES,
  CHARITY_FIELD_MAX_LENGTH,
  PROJECT_TEXTS,
  WHOLE_NUMBER_RULES,
} from '@contracts';
import { serverMessage } from '@/shared/api';
import { serverFieldMessages } from '@/shared/api';
import { usePageTitle } from '@/shared/lib';
import { Spinner, useToast } from '@/shared/ui';
import { EmailField, FullNameField, WebsiteField, wholeNumberRule } from '@/shared/ui/account-form-fields';
import { AntdProvider } from '@/shared/ui/antd-provider';
import { LoadError } from '@/shared/ui/load-error';
import { dashboardPathFor, useCurrentUser } from '@/entities/session';
import { useGetAccountQuery, useUpdateAccountMutation } from '../api/accountApi';
import { accountFormValues, emailChanged, toAccountUpdate, type Account, type AccountFormValues } from '../model/accountForm';
import './account-settings.css';

/** /account-settings: the signed-in user's own contact details, and a charity's organisation (issue 9). */
export function AccountSettingsPage() {
  usePageTitle('Account Settings');
  const { user } = useCurrentUser();
  const { data: account, isLoading, isError, refetch } = useGetAccountQuery(undefined, { skip: !user });

  if (!user) return null; // the route's gate has already sent visitors to /login

  return (
    <AntdProvider>
      <div className="container account-settings">
        <Link to={dashboardPathFor(user)}>← Back to dashboard</Link>
        <h1>Account Settings</h1>
        {isLoading ? <Spinner label="Loading your account…" /> : null}
        {isError ? <LoadError what="your account" onRetry={refetch} /> : null}
        {account ? <AccountForm key={account.email + account.name} account={account} /> : null}
      </div>
    </AntdProvider>
  );
}

function AccountForm({ account }: { account: Account }) {
  const [form] = Form.useForm<AccountFormValues>();
  const email = Form.useWatch('email', form);
  const [updateAccount, { isLoading }] = useUpdateAccountMutation();
  const { toast } = useToast();
  const needsPassword = email !== undefined && emailChanged(account, email);

  const onFinish = async (values: AccountFormValues) => {
    const update = toAccountUpdate(account, values);
    if (Object.keys(update).length === 0) {
      toast(PROJECT_TEXTS.accountSaved);
      return;
    }
    try {
      await updateAccount(update).unwrap();
      form.setFieldValue('currentPassword', '');
      toast(PROJECT_TEXTS.accountSaved);
    } catch (error) {
      const fields = serverFieldMessages(error);
      form.setFields(Object.entries(fields).map(([name, message]) => ({ name: name as keyof AccountFormValues, errors: [message] })));
      toast({
        title: PROJECT_TEXTS.accountSaveFailed.title,
        description: serverMessage(error) ?? PROJECT_TEXTS.accountSaveFailed.description,
        variant: 'destructive',
      });
    }
  };

  return (
    <Form<AccountFormValues>
      form={form}
      name="account-settings"
      layout="vertical"
      initialValues={accountFormValues(account)}
      onFinish={onFinish}
      scrollToFirstError={{ focus: true }}
      className="account-settings__form"
    >
      <Card title={<h2 className="account-settings__card-title">Contact Details</h2>}>
        <p className="account-settings__username">
          Username: <strong>{account.username}</strong>
        </p>
        <FullNameField />
        <EmailField />
        {needsPassword ? (
          <Form.Item
            label="Current password"
            name="currentPassword"
            extra="Changing your e-mail address needs your current password."
            rules={[{ required: true, message: ACCOUNT_MESSAGES.currentPasswordForEmail }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        ) : null}
        <Form.Item label="Phone" name="phone">
          <Input type="tel" autoComplete="tel" maxLength={ACCOUNT_FIELD_MAX_LENGTH.phone} />
        </Form.Item>
        <Form.Item label="Organisation" name="organisation">
          <Input autoComplete="organization" maxLength={ACCOUNT_FIELD_MAX_LENGTH.organisation} />
        </Form.Item>
        <WebsiteField />
        <Form.Item label="About you" name="bio">
          <Input.TextArea rows={3} maxLength={ACCOUNT_FIELD_MAX_LENGTH.bio} />
        </Form.Item>
      </Card>

      {account.charity ? (
        <Card title={<h2 className="account-settings__card-title">Organisation</h2>}>
          <Form.Item label="Charity registration number" name="registeredNumber">
            <Input maxLength={CHARITY_FIELD_MAX_LENGTH.registeredNumber} />
          </Form.Item>
          <div className="account-settings__numbers">
            <Form.Item label="Annual income (£)" name="revenue" rules={[wholeNumberRule(WHOLE_NUMBER_RULES.revenue)]}>
              <Input inputMode="numeric" />
            </Form.Item>
            <Form.Item label="Number of employees" name="employeeCount" rules={[wholeNumberRule(WHOLE_NUMBER_RULES.employeeCount)]}>
              <Input inputMode="numeric" />
            </Form.Item>
            <Form.Item label="Year founded" name="foundingYear" rules={[wholeNumberRule(WHOLE_NUMBER_RULES.foundingYear)]}>
              <Input inputMode="numeric" />
            </Form.Item>
          </div>
          <Form.Item label="Primary cause" name="primaryCause">
            <Input maxLength={CHARITY_FIELD_MAX_LENGTH.primaryCause} />
          </Form.Item>
          <Form.Item label="Location" name="location">
            <Input autoComplete="address-level2" maxLength={CHARITY_FIELD_MAX_LENGTH.location} />
          </Form.Item>
          <Form.Item label="Mission" name="mission">
            <Input.TextArea rows={4} maxLength={CHARITY_FIELD_MAX_LENGTH.mission} />
          </Form.Item>
        </Card>
      ) : null}

      <div className="account-settings__actions">
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save Changes
        </Button>
        <Button htmlType="button" onClick={() => form.resetFields()} disabled={isLoading}>
          Discard Changes
        </Button>
      </div>
    </Form>
  );
}
