import { Alert, Button, Card, Empty, Space, Tag } from 'antd';
import { ADMIN_TEXTS, ADMIN_TOASTS } from '@contracts';
import { credentialBadgeTag, useGetConsultantCredentialsQuery, useStandardizeCredentialsMutation, useTestCredentialMutation, type CredentialRecord } from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { useToast } from '@/shared/ui';

// The server lists approved consultants only, the ones the grid is about (spec 001 §2).
const FIRST_PAGE = { page: 1, pageSize: 50 };

function TestButton({ record }: { record: CredentialRecord }) {
  const [test, { isLoading }] = useTestCredentialMutation();
  const { toast } = useToast();
  const username = record.username ?? record.email;
  const onTest = async () => {
    try {
      const result = await test(record.consultantId).unwrap();
      if (!result.success) throw new Error(result.message);
      toast(ADMIN_TOASTS.credentialTestOk(username));
    } catch (error) {
      const message = serverMessage(error) ?? (error instanceof Error ? error.message : 'Invalid credentials');
      toast({ ...ADMIN_TOASTS.credentialTestFailed(username, message), variant: 'destructive' });
    }
  };
  return (
    <Button size="small" loading={isLoading} disabled={!record.temporaryPassword} onClick={() => void onTest()}>
      Test<span className="visually-hidden"> credentials of {record.name}</span>
    </Button>
  );
}

function CredentialCard({ record }: { record: CredentialRecord }) {
  const badge = credentialBadgeTag({ ...record, hasUsername: !!record.username });
  return (
    <Card size="small" title={<h4 className="summary-card__title">{record.name}</h4>} extra={<Tag color={record.mustChangePassword ? 'gold' : 'green'}>{record.mustChangePassword ? 'Onboarding' : 'Active'}</Tag>}>
      <dl className="admin-field-list">
        <dt>Credentials</dt>
        <dd>
          <Tag color={badge.color}>{badge.label}</Tag>
        </dd>
        <dt>Username</dt>
        <dd>{record.username ?? '—'}</dd>
        <dt>Temporary password</dt>
        <dd>
          <Space>
            <code>{record.temporaryPassword ?? '—'}</code>
            <TestButton record={record} />
          </Space>
        </dd>
        <dt>Email</dt>
        <dd>{record.email}</dd>
        <dt>Status</dt>
        <dd>
          <Tag color={record.isApproved ? 'green' : 'gold'}>{record.isApproved ? 'Approved' : 'Pending'}</Tag>
          {record.hasAcceptedTerms ? <span aria-label="Terms accepted">✓ Terms accepted</span> : null}
        </dd>
      </dl>
    </Card>
  );
}

/** Standardized Consultant Credentials (spec 001 §2 Admin View; D5: a fresh random password each). */
export function CredentialsSection() {
  const credentials = useGetConsultantCredentialsQuery(FIRST_PAGE);
  const [standardize, { isLoading }] = useStandardizeCredentialsMutation();
  const { toast } = useToast();

  const onStandardize = async () => {
    try {
      const { results } = await standardize().unwrap();
      toast(ADMIN_TOASTS.standardized(results.filter((result) => result.status === 'updated').length));
    } catch (error) {
      toast({ title: serverMessage(error) ?? ADMIN_TOASTS.standardizeFailed.title, variant: 'destructive' });
    }
  };

  const records = credentials.data?.items ?? [];
  return (
    <Card
      title={<h3 className="summary-card__title">Standardized Consultant Credentials</h3>}
      extra={
        <Button type="primary" loading={isLoading} onClick={() => void onStandardize()}>
          Standardize All
        </Button>
      }
    >
      <p>
        Standardize All gives every approved consultant who has not finished onboarding the username first.last and a fresh random temporary
        password of their own. Consultants who have finished onboarding are left as they are.
      </p>
      {credentials.isError ? (
        <Alert type="error" showIcon title={ADMIN_TEXTS.loadCredentialsFailed(serverMessage(credentials.error) ?? 'request failed')} />
      ) : credentials.isLoading ? (
        <p>Loading…</p>
      ) : records.length === 0 ? (
        <Empty description={ADMIN_TEXTS.noApprovedConsultants} />
      ) : (
        <div className="admin-cards">
          {records.map((record) => (
            <CredentialCard key={record.consultantId} record={record} />
          ))}
        </div>
      )}
    </Card>
  );
}
