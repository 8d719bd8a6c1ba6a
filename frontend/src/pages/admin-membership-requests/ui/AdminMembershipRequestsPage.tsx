import { Button, Tag } from 'antd';
import { ADMIN_TOASTS, ORGANISATION_SIZE_LABELS, isMembershipTier } from '@contracts';
import { csvHref, formatAdminDate, formatAdminDateTime, useActivateMembershipRequestMutation, useGetMembershipRequestsQuery, type MembershipRequest } from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { useToast } from '@/shared/ui';
import { AdminTable, ExportCsvButton, sortColumn, useTableParams, type AdminColumns } from '@/shared/ui/admin-table';
import { AdminLayout } from '@/widgets/admin-layout';

function HandleButton({ request }: { request: MembershipRequest }) {
  const [activate, { isLoading }] = useActivateMembershipRequestMutation();
  const { toast } = useToast();
  if (request.status !== 'pending') return <>{formatAdminDateTime(request.handledAt)}</>;
  const onClick = async () => {
    try {
      await activate(request.id).unwrap();
      toast(ADMIN_TOASTS.membershipUpdated);
    } catch (error) {
      toast({ ...ADMIN_TOASTS.actionFailed, description: serverMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Button size="small" type="primary" loading={isLoading} onClick={() => void onClick()}>
      {request.type === 'renew' ? 'Renew' : 'Activate'}
      <span className="visually-hidden"> membership of {request.charity?.name}</span>
    </Button>
  );
}

const COLUMNS: AdminColumns<MembershipRequest> = [
  { title: 'Requested', dataIndex: 'createdAt', ...sortColumn('membershipRequests', 'createdAt'), render: formatAdminDateTime },
  { title: 'Charity', key: 'charity', render: (_: unknown, row) => row.charity?.name ?? '—' },
  {
    title: 'Contact',
    key: 'contact',
    render: (_: unknown, row) => (row.charity ? <a href={`mailto:${row.charity.contactEmail}`}>{row.charity.contactEmail}</a> : '—'),
  },
  {
    title: 'Tier',
    key: 'tier',
    render: (_: unknown, row) => (row.charity && isMembershipTier(row.charity.membershipTier) ? ORGANISATION_SIZE_LABELS[row.charity.membershipTier] : '—'),
  },
  { title: 'Request', dataIndex: 'type', ...sortColumn('membershipRequests', 'type'), render: (type: string) => <Tag>{type === 'renew' ? 'Renew Early' : 'Activate Membership'}</Tag> },
  {
    title: 'Membership',
    key: 'membership',
    render: (_: unknown, row) =>
      row.charity?.membershipActive ? `Active until ${formatAdminDate(row.charity.membershipExpiry)}` : 'Inactive',
  },
  { title: 'Action', key: 'action', render: (_: unknown, row) => <HandleButton request={row} /> },
];

/** Membership requests (DECISIONS D9): open ones first; an admin activates or renews. */
export function AdminMembershipRequestsPage() {
  const { params, onTableChange } = useTableParams();
  const state = useGetMembershipRequestsQuery(params);
  return (
    <AdminLayout title="Membership Requests" subtitle="Charities asking to activate or renew their membership." actions={<ExportCsvButton href={csvHref('/api/admin/membership-requests', params)} />}>
      <AdminTable<MembershipRequest> columns={COLUMNS} state={state} params={params} onTableChange={onTableChange} emptyText="No membership requests" />
    </AdminLayout>
  );
}
