import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Tag } from 'antd';
import { MODERATION_REASON_MAX, MODERATION_REASON_MIN, REVIEW_SIDES, REVIEW_STATES, type AdminReviewRow } from '@contracts';
import { csvHref, formatAdminDate, useGetAdminReviewsQuery, useHideReviewMutation } from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { useToast } from '@/shared/ui';
import { AdminTable, ExportCsvButton, sortColumn, useTableParams, type AdminColumns } from '@/shared/ui/admin-table';
import { AdminLayout } from '@/widgets/admin-layout';

/** Hide with a reason (D18): the author is mailed the reason, the action is audited. */
function HideReview({ review }: { review: AdminReviewRow }) {
  const [reason, setReason] = useState('');
  const [hide, { isLoading }] = useHideReviewMutation();
  const { toast } = useToast();
  if (review.state !== 'published') return review.hiddenReason ? <span>Hidden: {review.hiddenReason}</span> : null;
  const submit = async () => {
    try {
      await hide({ id: review.id, hidden: true, reason }).unwrap();
      toast({ title: 'Review hidden' });
    } catch (error) {
      toast({ title: 'Could not hide the review', description: serverMessage(error), variant: 'destructive' });
    }
  };
  return (
    <span className="admin-filter">
      <input
        className="admin-input"
        aria-label={`Reason to hide review ${review.id}`}
        placeholder="Reason (mailed to the author)"
        value={reason}
        maxLength={MODERATION_REASON_MAX}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button danger disabled={reason.trim().length < MODERATION_REASON_MIN} loading={isLoading} onClick={() => void submit()}>
        Hide
      </Button>
    </span>
  );
}

const COLUMNS: AdminColumns<AdminReviewRow> = [
  { title: 'Project', dataIndex: 'projectTitle', render: (title: string, row) => <Link to={ROUTES.projectDetail(row.projectId)}>{title}</Link> },
  { title: 'Side', dataIndex: 'side', filters: REVIEW_SIDES.map((side) => ({ text: side === 'charity' ? 'Charity’s review' : 'Consultant’s review', value: side })) },
  { title: 'State', dataIndex: 'state', filters: REVIEW_STATES.map((state) => ({ text: state, value: state })), render: (state: string) => <Tag>{state}</Tag> },
  { title: 'Consultant', dataIndex: 'consultantName', render: (name: string, row) => <Link to={ROUTES.consultantProfile(row.consultantId)}>{name}</Link> },
  { title: 'Charity', dataIndex: 'charityName' },
  { title: 'Score', dataIndex: 'score', ...sortColumn('adminReviews', 'score') },
  { title: 'Review', dataIndex: 'text' },
  { title: 'Submitted', dataIndex: 'submittedAt', ...sortColumn('adminReviews', 'submittedAt'), render: formatAdminDate },
  { title: 'Moderation', key: 'hide', render: (_: unknown, row) => <HideReview review={row} /> },
];

/** /admin/reviews (issue 18): every review of both sides; hide a published one with a reason. Pages Newer / Older by cursor (issue 22). */
export function AdminReviewsPage() {
  const { params, onTableChange, setCursor } = useTableParams();
  const state = useGetAdminReviewsQuery(params);
  return (
    <AdminLayout
      title="Reviews"
      subtitle="Both sides’ reviews of completed projects. Hiding a published review mails its author the reason."
      actions={<ExportCsvButton href={csvHref('/api/admin/reviews', { side: params.side, state: params.state, sort: params.sort, order: params.order })} />}
    >
      <AdminTable<AdminReviewRow> columns={COLUMNS} state={state} params={params} onTableChange={onTableChange} onCursor={setCursor} emptyText="No reviews yet" />
    </AdminLayout>
  );
}
