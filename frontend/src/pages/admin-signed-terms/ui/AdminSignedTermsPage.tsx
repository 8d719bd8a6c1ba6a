import { Button, Space, Tag } from 'antd';
import { ADMIN_TEXTS, ADMIN_TOASTS, roleLabel } from '@contracts';
import { csvHref, formatAdminDateTime, useGetSignedTermsQuery, useResendTermsMutation, type SignedTermsRecord } from '@/entities/admin';
import { useToast } from '@/shared/ui';
import { AdminTable, ExportCsvButton, sortColumn, useTableParams, type AdminColumns } from '@/shared/ui/admin-table';
import { AdminLayout } from '@/widgets/admin-layout';

/** The record as a text file the admin keeps locally (spec 001 §2 "Signed terms"). */
function downloadRecord(record: SignedTermsRecord) {
  const text = [
    ADMIN_TEXTS.termsAccepted,
    `Name: ${record.name}`,
    `Email: ${record.email}`,
    `Username: ${record.username}`,
    `Role: ${roleLabel(record.role)}`,
    `Accepted at: ${formatAdminDateTime(record.termsAcceptedAt)}`,
    `IP address: ${record.termsIpAddress ?? 'not recorded'}`,
    `User agent: ${record.termsUserAgent ?? 'not recorded'}`,
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `signed-terms-${record.username}.txt`;
  link.click();
  URL.revokeObjectURL(url);
}

function ResendButton({ record }: { record: SignedTermsRecord }) {
  const [resend, { isLoading }] = useResendTermsMutation();
  const { toast } = useToast();
  const onResend = async () => {
    try {
      await resend(record.id).unwrap();
      toast(ADMIN_TOASTS.termsResent);
    } catch {
      toast({ ...ADMIN_TOASTS.termsResendFailed, variant: 'destructive' });
    }
  };
  return (
    <Button size="small" loading={isLoading} onClick={() => void onResend()}>
      Resend<span className="visually-hidden"> terms of {record.name}</span>
    </Button>
  );
}

const COLUMNS: AdminColumns<SignedTermsRecord> = [
  { title: 'Name', dataIndex: 'name', ...sortColumn('signedTerms', 'name') },
  { title: 'Email', dataIndex: 'email' },
  { title: 'Username', dataIndex: 'username' },
  { title: 'Role', dataIndex: 'role', ...sortColumn('signedTerms', 'role'), render: roleLabel },
  { title: 'Status', key: 'status', render: () => <Tag color="green">{ADMIN_TEXTS.termsAccepted}</Tag> },
  { title: 'Version', dataIndex: 'termsVersion', ...sortColumn('signedTerms', 'termsVersion') },
  { title: 'Accepted', dataIndex: 'termsAcceptedAt', ...sortColumn('signedTerms', 'termsAcceptedAt'), render: formatAdminDateTime },
  { title: 'IP address', dataIndex: 'termsIpAddress' },
  { title: 'User agent', dataIndex: 'termsUserAgent', ellipsis: true },
  {
    title: 'Actions',
    key: 'actions',
    render: (_: unknown, record) => (
      <Space>
        <ResendButton record={record} />
        <Button size="small" onClick={() => downloadRecord(record)}>
          Download<span className="visually-hidden"> terms of {record.name}</span>
        </Button>
      </Space>
    ),
  },
];

/** /admin/signed-terms: every terms acceptance with IP and user agent (D7), resend and download. */
export function AdminSignedTermsPage() {
  const { params, onTableChange, setCursor } = useTableParams();
  const state = useGetSignedTermsQuery(params);
  return (
    <AdminLayout title="Signed Terms" actions={<ExportCsvButton href={csvHref('/api/admin/signed-terms', params)} />}>
      <AdminTable<SignedTermsRecord>
        columns={COLUMNS}
        state={state}
        params={params}
        onTableChange={onTableChange}
        onCursor={setCursor}
        emptyText="No signed terms yet"
        errorTitle={ADMIN_TEXTS.fetchSignedTermsFailed}
      />
    </AdminLayout>
  );
}
