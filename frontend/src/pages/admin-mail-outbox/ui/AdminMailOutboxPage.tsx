import { Button, Tag } from 'antd';
import { ADMIN_MAIL_STATUSES, ADMIN_TOASTS, MAIL_STATUS_LABELS, mailTemplateLabel, type AdminMailStatus } from '@contracts';
import { formatAdminDateTime, useGetMailOutboxQuery, useRetryMailMutation, type OutboxMail } from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { useToast } from '@/shared/ui';
import { AdminTable, useTableParams, type AdminColumns } from '@/shared/ui/admin-table';
import { AdminLayout } from '@/widgets/admin-layout';


function RetryButton({ mail }: { mail: OutboxMail }) {
  const [retry, { isLoading }] = useRetryMailMutation();
  const { toast } = useToast();
  if (mail.status !== 'failed') return null;
  const onRetry = async () => {
    try {
      await retry(mail.id).unwrap();
      toast(ADMIN_TOASTS.mailRetried);
    } catch (error) {
      toast({ ...ADMIN_TOASTS.actionFailed, description: serverMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Button size="small" loading={isLoading} onClick={() => void onRetry()}>
      Retry<span className="visually-hidden"> mail to {mail.toAddress}</span>
    </Button>
  );
}

const COLUMNS: AdminColumns<OutboxMail> = [
  { title: 'Queued', dataIndex: 'createdAt', key: 'createdAt', render: formatAdminDateTime },
  { title: 'Recipient', dataIndex: 'toAddress', key: 'toAddress' },
  { title: 'Subject', dataIndex: 'subject', key: 'subject' },
  { title: 'Template', dataIndex: 'template', key: 'template', render: (template: string) => mailTemplateLabel(template) },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    filters: ADMIN_MAIL_STATUSES.map((status) => ({ text: MAIL_STATUS_LABELS[status], value: status })),
    render: (status: AdminMailStatus) => <Tag color={status === 'failed' ? 'red' : status === 'sent' ? 'green' : 'gold'}>{MAIL_STATUS_LABELS[status] ?? status}</Tag>,
  },
  { title: 'Attempts', dataIndex: 'attempts', key: 'attempts' },
  { title: 'Last error', dataIndex: 'lastError', key: 'lastError', ellipsis: true },
  { title: 'Action', key: 'action', render: (_: unknown, row) => <RetryButton mail={row} /> },
];

/**
 * The mail outbox (DECISIONS D10): every mail, newest first (issue 16); a failed one can be queued again. Bodies are
 * never shown. Every mail is a row, so it pages Newer / Older by cursor at any depth (issue 22).
 */
export function AdminMailOutboxPage() {
  const { params, onTableChange, setCursor } = useTableParams();
  const state = useGetMailOutboxQuery(params);
  return (
    <AdminLayout title="Mail Outbox" subtitle="Every mail the site sent or will send, newest first. Filter by status to find the ones that failed.">
      <AdminTable<OutboxMail> columns={COLUMNS} state={state} params={params} onTableChange={onTableChange} onCursor={setCursor} emptyText="No mails here" />
    </AdminLayout>
  );
}
