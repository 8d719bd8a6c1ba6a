import { Button, Space, Tag } from 'antd';
import { ADMIN_TOASTS, MEMBERSHIP_REQUEST_STATUS_LABELS, MEMBERSHIP_REQUEST_TYPE_LABELS, ORGANISATION_SIZE_LABELS, isMembershipTier } from '@contracts';
import { csvHref, formatAdminDate, formatAdminDateTime, useAnswerMembershipRequestMutation, useGetMembershipRequestsQuery, type MembershipRequest } from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { useToast } from '@/shared/ui';
import { AdminTable, ExportCsvButton, sortColumn, useTableParams, type AdminColumns } from '@/shared/ui/admin-table';
import { AdminLayout } from '@/widgets/admin-layout';

const tierLabel = (tier: string | null | undefined) => (isMembershipTier(tier) ? ORGANISATION_SIZE_LABELS[tier] : '—');

/** The yes of each kind of request: activation and renewal run through `activate`, a tier change its own route. */
const APPROVE = {
  activate: { answer: 'activate', label: 'Activate' },
  renew: { answer: 'activate', label: 'Renew' },
  change_tier: { answer: 'change-tier', label: 'Approve tier change' },
} as const;

function AnswerButtons({ request }: { request: MembershipRequest }) {
  const [answerRequest, { isLoading }] = useAnswerMembershipRequestMutation();
  const { toast } = useToast();
  if (request.status !== 'pending') {
    return (
      <>
        {MEMBERSHIP_REQUEST_STATUS_LABELS[request.status] ?? request.status} {formatAdminDateTime(request.handledAt)}
      </>
    );
  }
  const approve = APPROVE[request.type] ?? APPROVE.activate;
  const send = async (answer: 'activate' | 'change-tier' | 'decline') => {
    try {
      await answerRequest({ id: request.id, answer }).unwrap();
      toast(answer === 'decline' ? ADMIN_TOASTS.membershipDeclined : ADMIN_TOASTS.membershipUpdated);
    } catch (error) {
      toast({ ...ADMIN_TOASTS.actionFailed, description: serverMessage(error), variant: 'destructive' });
    }
  };
  const whose = <span className="visually-hidden"> membership request of {request.charity?.name}</span>;
  return (
    <Space size={[8, 8]} wrap>
      <Button size="small" type="primary" loading={isLoading} onClick={() => void send(approve.answer)}>
        {approve.label}
        {whose}
      </Button>
      <Button size="small" danger disabled={isLoading} onClick={() => void send('decline')}>
        Decline
        {whose}
      </Button>
    </Space>
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
  { title: 'Tier', key: 'tier', render: (_: unknown, row) => tierLabel(row.charity?.membershipTier) },
  {
    title: 'Request',
    dataIndex: 'type',
    ...sortColumn('membershipRequests', 'type'),
    render: (_: unknown, row) => (
      <>
        <Tag>{MEMBERSHIP_REQUEST_TYPE_LABELS[row.type] ?? row.type}</Tag>
        {row.type === 'change_tier' ? <> to {tierLabel(row.requestedTier)}</> : null}
      </>
    ),
  },
  {
    title: 'Membership',
    key: 'membership',
    render: (_: unknown, row) =>
      row.charity?.membershipActive ? `Active until ${formatAdminDate(row.charity.membershipExpiry)}` : 'Inactive',
  },
  { title: 'Answer', key: 'action', render: (_: unknown, row) => <AnswerButtons request={row} /> },
];

/**
 * Membership requests (DECISIONS D9, issue 16): open ones first; an admin carries one out or declines it. The list
 * pages by cursor (issue 22); open-first is not newest first, so its pager reads First / Previous / Next.
 */
export function AdminMembershipRequestsPage() {
  const { params, onTableChange, setCursor } = useTableParams();
  const state = useGetMembershipRequestsQuery(params);
  return (
    <AdminLayout
      title="Membership Requests"
      subtitle="Charities asking to activate or renew their membership, or to change its tier."
      actions={<ExportCsvButton href={csvHref('/api/admin/membership-requests', params)} />}
    >
      <AdminTable<MembershipRequest> columns={COLUMNS} state={state} params={params} onTableChange={onTableChange} onCursor={setCursor} oldestFirst emptyText="No membership requests" />
    </AdminLayout>
  );
}
