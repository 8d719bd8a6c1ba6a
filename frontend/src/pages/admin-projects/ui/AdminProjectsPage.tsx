import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Space, Tag } from 'antd';
import { ADMIN_PROJECT_MOVES, ADMIN_TOASTS, PROJECT_STATUS_LABELS, PROJECT_STATUSES } from '@contracts';
import {
  csvHref,
  formatAdminDate,
  useAssignProjectConsultantMutation,
  useGetAdminProjectsQuery,
  useGetNeedCandidatesQuery,
  useGetNeedOfSourceQuery,
  useMoveProjectMutation,
  type AdminProject,
} from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { useToast } from '@/shared/ui';
import { AdminTable, ExportCsvButton, sortColumn, useTableParams, type AdminColumns } from '@/shared/ui/admin-table';
import { AdminLayout } from '@/widgets/admin-layout';

function useProjectAction() {
  const { toast } = useToast();
  return async (action: () => Promise<unknown>) => {
    try {
      await action();
      toast(ADMIN_TOASTS.projectUpdated);
    } catch (error) {
      toast({ ...ADMIN_TOASTS.actionFailed, description: serverMessage(error), variant: 'destructive' });
    }
  };
}

/**
 * Issue 17: the assign control offers the candidates of the project's need in rank order with their score
 * (the same ranking as /admin/matching), loaded when the admin opens it rather than for every row.
 */
function RankedCandidates({ project }: { project: AdminProject }) {
  const [consultantId, setConsultantId] = useState<number | null>(null);
  const need = useGetNeedOfSourceQuery({ kind: 'project', sourceId: project.id });
  const needId = need.data?.id;
  const candidates = useGetNeedCandidatesQuery(needId ?? 0, { skip: needId === undefined });
  const [assign, { isLoading }] = useAssignProjectConsultantMutation();
  const act = useProjectAction();
  if (need.isSuccess && !need.data) return <span>No matching request for this project</span>;
  return (
    <span className="admin-row-actions__assign">
      <select
        aria-label={`Ranked candidates for ${project.title}`}
        className="admin-select"
        value={consultantId ?? ''}
        onChange={(event) => setConsultantId(event.target.value ? Number(event.target.value) : null)}
        aria-busy={need.isFetching || candidates.isFetching}
      >
        <option value="">Choose a candidate</option>
        {(candidates.data?.data ?? []).map((candidate, index) => (
          <option key={candidate.consultantId} value={candidate.consultantId}>
            {index + 1}. {candidate.name} (score {candidate.score})
          </option>
        ))}
      </select>
      <Button
        disabled={consultantId === null}
        loading={isLoading}
        onClick={() => consultantId !== null && void act(() => assign({ id: project.id, consultantId }).unwrap())}
      >
        Assign
      </Button>
    </span>
  );
}

function AssignConsultant({ project }: { project: AdminProject }) {
  const [open, setOpen] = useState(false);
  if (project.status === 'completed' || project.status === 'cancelled') return null;
  if (!open) {
    return (
      <Button size="small" aria-label={`Rank candidates for ${project.title}`} onClick={() => setOpen(true)}>
        Rank candidates
      </Button>
    );
  }
  return <RankedCandidates project={project} />;
}

function StatusMoves({ project }: { project: AdminProject }) {
  const [move, { isLoading }] = useMoveProjectMutation();
  const act = useProjectAction();
  return (
    <Space wrap>
      {ADMIN_PROJECT_MOVES[project.status].map((status) => (
        <Button key={status} size="small" danger={status === 'cancelled'} loading={isLoading} onClick={() => void act(() => move({ id: project.id, status }).unwrap())}>
          {status === 'cancelled' ? 'Cancel' : `Move to ${PROJECT_STATUS_LABELS[status]}`}
        </Button>
      ))}
    </Space>
  );
}

const COLUMNS: AdminColumns<AdminProject> = [
  { title: 'Project', dataIndex: 'title', ...sortColumn('adminProjects', 'title'), render: (title: string, row) => <Link to={ROUTES.projectDetail(row.id)}>{title}</Link> },
  {
    title: 'Status',
    dataIndex: 'status',
    ...sortColumn('adminProjects', 'status'),
    filters: PROJECT_STATUSES.map((status) => ({ text: PROJECT_STATUS_LABELS[status], value: status })),
    render: (status: AdminProject['status']) => <Tag>{PROJECT_STATUS_LABELS[status] ?? status}</Tag>,
  },
  // Issue 16: both parties of each project; the charity opens its admin page, the consultant their profile.
  { title: 'Charity', key: 'charity', render: (_: unknown, row) => (row.charity ? <Link to={ROUTES.adminCharity(row.charity.id)}>{row.charity.name}</Link> : '—') },
  {
    title: 'Consultant',
    key: 'consultant',
    render: (_: unknown, row) => (row.consultant ? <Link to={ROUTES.consultantProfile(row.consultant.id)}>{row.consultant.name}</Link> : 'Not assigned'),
  },
  { title: 'Created', dataIndex: 'createdAt', ...sortColumn('adminProjects', 'createdAt'), render: formatAdminDate },
  // Issue 16: one Actions column whose controls stack and wrap, so the table fits 1366 px without cutting a column;
  // the need this project request became (issue 17) opens its ranked candidates, shortlist and history.
  {
    title: 'Actions',
    key: 'actions',
    render: (_: unknown, row) => (
      <div className="admin-row-actions">
        <Link to={ROUTES.adminMatchingOf('project', row.id)}>Open request</Link>
        <AssignConsultant project={row} />
        <StatusMoves project={row} />
      </div>
    ),
  },
];

/** Every project with the admin's assignment and status moves (DECISIONS D8); pages Newer / Older by cursor (issue 22). */
export function AdminProjectsPage() {
  const { params, onTableChange, setCursor } = useTableParams();
  const state = useGetAdminProjectsQuery(params);
  return (
    <AdminLayout
      title="Projects"
      subtitle="Assign a consultant (this starts the work) and move projects along."
      actions={<ExportCsvButton href={csvHref('/api/projects', { status: params.status, sort: params.sort, order: params.order })} />}
    >
      <AdminTable<AdminProject> columns={COLUMNS} state={state} params={params} onTableChange={onTableChange} onCursor={setCursor} emptyText="No projects yet" />
    </AdminLayout>
  );
}
