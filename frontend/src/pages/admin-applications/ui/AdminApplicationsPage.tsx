import { useId, useState } from 'react';
import { Alert, Button, Card, Empty, Input, Modal, Space, Tag } from 'antd';
import { ADMIN_TEXTS, ADMIN_TOASTS, EXPERTISE_LABELS, type AdminSortKey, type ExpertiseKey, type SortOrder } from '@contracts';
import {
  csvHref,
  formatAdminDate,
  useApproveApplicationMutation,
  useGetPendingApplicationsQuery,
  useRejectApplicationMutation,
  type ConsultantApplication,
} from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { Spinner, useToast } from '@/shared/ui';
import { CursorPager, ExportCsvButton, Pager, useTableParams } from '@/shared/ui/admin-table';
import { AdminLayout } from '@/widgets/admin-layout';

/** The cards have no column headers to click, so the queue's sorts are a menu; the server's default is oldest first. */
const SORTS: ReadonlyArray<{ label: string; sort?: AdminSortKey<'consultantApplications'>; order?: SortOrder }> = [
  { label: 'Oldest first' },
  { label: 'Newest first', sort: 'createdAt', order: 'desc' },
  { label: 'Name A–Z', sort: 'name', order: 'asc' },
  { label: 'Most experienced', sort: 'yearsExperience', order: 'desc' },
];

/** /admin/consultant-applications (spec 001 §2 "Consultant applications (admin)", §8 toasts). */
export function AdminApplicationsPage() {
  const { params, setFilters, setPage, setCursor } = useTableParams();
  const { data, isLoading, isError, refetch } = useGetPendingApplicationsQuery(params);
  const sortId = useId();
  const sortIndex = Math.max(
    0,
    SORTS.findIndex((option) => option.sort === params.sort && option.order === params.order),
  );

  return (
    <AdminLayout
      title="Consultant Applications"
      subtitle="Pending applications: approve to list the consultant in the directory, or reject."
      actions={
        <Space wrap>
          <span className="admin-filter">
            <label htmlFor={sortId}>
              Sort<span className="visually-hidden"> applications</span>
            </label>
            <select
              id={sortId}
              className="admin-select"
              value={sortIndex}
              onChange={(event) => {
                const option = SORTS[Number(event.target.value)];
                setFilters({ sort: option.sort, order: option.order });
              }}
            >
              {SORTS.map((option, index) => (
                <option key={option.label} value={index}>
                  {option.label}
                </option>
              ))}
            </select>
          </span>
          <ExportCsvButton href={csvHref('/api/admin/consultant-applications', params)} />
        </Space>
      }
    >
      {isLoading ? (
        <Spinner label="Loading applications…" />
      ) : isError || !data ? (
        <Alert
          type="error"
          showIcon
          title={ADMIN_TEXTS.applicationsLoadFailed}
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      ) : data.items.length === 0 ? (
        <Empty description={<h2 className="h4">{ADMIN_TEXTS.noPendingApplications}</h2>} />
      ) : (
        <>
          <div className="admin-cards">
            {data.items.map((application) => (
              <ApplicationCard key={application.id} application={application} />
            ))}
          </div>
          {data.total <= data.items.length ? null : data.cursors ? (
            // Issue 22: the queue pages by cursor (First / Previous / Next: oldest first) at any depth.
            <CursorPager cursors={data.cursors} pageSize={data.pageSize} total={data.total} onCursor={setCursor} onPageSize={(pageSize) => setPage(1, pageSize)} sorted />
          ) : (
            <Pager page={data.page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
          )}
        </>
      )}
    </AdminLayout>
  );
}

function ApplicationCard({ application }: { application: ConsultantApplication }) {
  const { user } = application;
  const [approve, approving] = useApproveApplicationMutation();
  const [reject, rejecting] = useRejectApplicationMutation();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { toast } = useToast();
  const busy = approving.isLoading || rejecting.isLoading;

  const onApprove = async () => {
    try {
      await approve(application.id).unwrap();
      toast(ADMIN_TOASTS.approveSuccess);
    } catch {
      toast({ ...ADMIN_TOASTS.approveFailed, variant: 'destructive' });
    }
  };

  const onReject = async () => {
    try {
      await reject({ id: application.id, reason: reason.trim() || undefined }).unwrap();
      setRejectOpen(false);
      toast(ADMIN_TOASTS.rejectSuccess);
    } catch (error) {
      toast({ ...ADMIN_TOASTS.rejectFailed, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
  };

  return (
    <Card
      title={<h2 className="summary-card__title">{user.name}</h2>}
      actions={[
        <Button key="approve" type="primary" loading={approving.isLoading} disabled={busy} onClick={() => void onApprove()}>
          Approve
        </Button>,
        <Button key="reject" danger disabled={busy} onClick={() => setRejectOpen(true)}>
          Reject
        </Button>,
      ]}
    >
      <dl className="admin-field-list">
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${user.email}`}>{user.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{user.phone || '—'}</dd>
        <dt>Organisation</dt>
        <dd>{user.organisation || '—'}</dd>
        <dt>Expertise</dt>
        <dd>
          <Space size={[4, 4]} wrap>
            {application.expertise.map((key) => (
              <Tag key={key}>{EXPERTISE_LABELS[key as ExpertiseKey] ?? key}</Tag>
            ))}
          </Space>
        </dd>
        <dt>Experience</dt>
        <dd>{application.yearsExperience} years</dd>
        <dt>Profile summary</dt>
        <dd>{application.profileSummary || user.bio || '—'}</dd>
        <dt>Previous experience</dt>
        <dd>{application.previousExperience || '—'}</dd>
        <dt>LinkedIn</dt>
        <dd>
          {application.linkedin ? (
            <a href={application.linkedin} target="_blank" rel="noopener noreferrer">
              LinkedIn profile<span className="visually-hidden"> of {user.name} (opens in a new tab)</span>
            </a>
          ) : (
            '—'
          )}
        </dd>
        <dt>Applied</dt>
        <dd>{formatAdminDate(user.createdAt)}</dd>
      </dl>
      <Modal
        title={`Reject ${user.name}?`}
        open={rejectOpen}
        okText="Reject"
        okButtonProps={{ danger: true, loading: rejecting.isLoading }}
        onOk={() => void onReject()}
        onCancel={() => setRejectOpen(false)}
      >
        <label htmlFor={`reject-reason-${application.id}`}>{ADMIN_TEXTS.rejectReasonLabel}</label>
        <Input.TextArea id={`reject-reason-${application.id}`} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Modal>
    </Card>
  );
}
