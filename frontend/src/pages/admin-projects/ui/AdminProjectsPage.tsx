import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Space, Tag } from 'antd';
import { ADMIN_PROJECT_MOVES, ADMIN_TOASTS, PROJECT_STATUS_LABELS, PROJECT_STATUSES } from '@contracts';
import {
  csvHref,
  formatAdminDate,
  useAssignProjectConsultantMutation,
  useGetAdminProjectsQuery,
  useGetRegisteredConsultantsQuery,
  useMoveProjectMutation,
  type AdminProject,
} from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { useToast } from '@/shared/ui';
import { AdminTable, ExportCsvButton, sortColumn, useTableParams, type AdminColumns } from '@/shared/ui/admin-table';
import { AdminLayout } from '@/widgets/admin-layout';

// The consultants to choose from: one large page; only approved ones are offered.
const CONSULTANT_OPTIONS_PAGE = { page: 1, pageSize: 200 };

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

function AssignConsultant({ project }: { project: AdminProject }) {
  const [consultantId, setConsultantId] = useState<number | null>(null);
  const consultants = useGetRegisteredConsultantsQuery(CONSULTANT_OPTIONS_PAGE);
  const [assign, { isLoading }] = useAssignProjectConsultantMutation();
  const act = useProjectAction();
  if (project.status === 'completed' || project.status === 'cancelled') return null;
  return (
    <span className="admin-row-actions__assign">
      {/* A native select: type-ahead finds a name without antd's Select in the admin bundle. */}
      <select
        aria-label={`Consultant for ${project.title}`}
        className="admin-select"
        value={consultantId ?? ''}
        onChange={(event) => setConsultantId(event.target.value ? Number(event.target.value) : null)}
        aria-busy={consultants.isFetching}
      >
        <option value="">Choose a consultant</option>
        {(consultants.data?.items ?? [])
          .filter((consultant) => consultant.isApproved)
          .map((consultant) => (
            <option key={consultant.id} value={consultant.id}>
              {consultant.name} ({consultant.email})
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
  // Issue 16: one Actions column whose controls stack and wrap, so the table fits 1366 px without cutting a column.
  {
    title: 'Actions',
    key: 'actions',
    render: (_: unknown, row) => (
      <div className="admin-row-actions">
        <AssignConsultant project={row} />
        <StatusMoves project={row} />
      </div>
    ),
  },
];

/** Every project with the admin's assignment and status moves (DECISIONS D8). */
export function AdminProjectsPage() {
  const { params, onTableChange } = useTableParams();
  const state = useGetAdminProjectsQuery(params);
  return (
    <AdminLayout
      title="Projects"
      subtitle="Assign a consultant (this starts the work) and move projects along."
      actions={<ExportCsvButton href={csvHref('/api/projects', { status: params.status, sort: params.sort, order: params.order })} />}
    >
      <AdminTable<AdminProject> columns={COLUMNS} state={state} params={params} onTableChange={onTableChange} emptyText="No projects yet" />
    </AdminLayout>
  );
}
