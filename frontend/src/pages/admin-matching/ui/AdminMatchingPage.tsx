import { Link, Navigate } from 'react-router-dom';
import { Space } from 'antd';
import { NEED_STATE_LABELS, NEED_STATES, type NeedSummaryView } from '@contracts';
import { csvHref, formatAdminDateTime, useGetNeedsQuery } from '@/entities/admin';
import { ROUTES } from '@/shared/config';
import { AdminTable, ExportCsvButton, sortColumn, useTableParams, type AdminColumns } from '@/shared/ui/admin-table';
import { AdminLayout } from '@/widgets/admin-layout';
import { needClock } from '../model/needClock';
import { expertiseText, NEED_KIND_LABELS, NeedStateTag } from './needLabels';

function Clock({ need }: { need: NeedSummaryView }) {
  const clock = needClock(need, new Date());
  if (!clock) return <span>Answered</span>;
  return clock.overdue ? <strong>{clock.text}</strong> : <span>{clock.text}</span>;
}

const COLUMNS: AdminColumns<NeedSummaryView> = [
  { title: 'Received', dataIndex: 'createdAt', ...sortColumn('needs', 'createdAt'), render: (at: string, row) => <Link to={ROUTES.adminMatchingNeed(row.id)}>{formatAdminDateTime(at)}</Link> },
  { title: '24-hour clock', key: 'clock', render: (_: unknown, row) => <Clock need={row} /> },
  {
    title: 'Charity',
    dataIndex: 'organisation',
    ...sortColumn('needs', 'organisation'),
    render: (organisation: string | null, row) => (
      <Link to={ROUTES.adminMatchingNeed(row.id)}>{organisation ?? row.contactFirstName ?? `Request ${row.id}`}</Link>
    ),
  },
  { title: 'Kind', dataIndex: 'kind', render: (kind: NeedSummaryView['kind']) => NEED_KIND_LABELS[kind] },
  { title: 'Expertise', dataIndex: 'expertise', render: expertiseText },
  {
    title: 'State',
    dataIndex: 'state',
    ...sortColumn('needs', 'state'),
    filters: NEED_STATES.map((state) => ({ text: NEED_STATE_LABELS[state], value: state })),
    render: (state: NeedSummaryView['state']) => <NeedStateTag state={state} />,
  },
];

/**
 * Issue 17: the needs, oldest first (the 24-hour clock runs from arrival); opening one shows its ranked
 * candidates. `?overdue=true` lists only those past the promise (the navigation's count links here). The needs
 * grow with traffic, so the list pages by cursor (Newer / Older, issue 22).
 */
export function AdminMatchingPage() {
  const { params, onTableChange, setCursor } = useTableParams();
  const state = useGetNeedsQuery(params);
  const overdueOnly = params.overdue === 'true';
  // Another screen's link to the need of its project or introduction request: open that need.
  const only = params.kind && params.sourceId && state.data?.items.length === 1 ? state.data.items[0] : undefined;
  if (only) return <Navigate replace to={ROUTES.adminMatchingNeed(only.id)} />;
  return (
    <AdminLayout
      title="Matching"
      subtitle="Every request for help, oldest first. Shortlist within 24 hours of arrival."
      actions={
        <Space wrap>
          <label className="admin-filter">
            <input type="checkbox" checked={overdueOnly} onChange={(event) => onTableChange({ overdue: event.target.checked ? 'true' : undefined, page: 1 })} /> Overdue only
          </label>
          <ExportCsvButton href={csvHref('/api/admin/needs', { state: params.state, overdue: params.overdue, sort: params.sort, order: params.order })} />
        </Space>
      }
    >
      <AdminTable<NeedSummaryView> columns={COLUMNS} state={state} params={params} onTableChange={onTableChange} onCursor={setCursor} oldestFirst emptyText="No requests waiting" />
    </AdminLayout>
  );
}
