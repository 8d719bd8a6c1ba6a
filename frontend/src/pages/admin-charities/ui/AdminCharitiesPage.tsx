import { useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Tag } from 'antd';
import { MEMBERSHIP_TIERS, ORGANISATION_SIZE_LABELS, PROJECT_STATUS_LABELS, PROJECT_STATUSES, type AdminCharityRow, ADMIN_CHARITY_SEARCH_MAX_LENGTH } from '@contracts';
import { csvHref, formatAdminDate, formatAdminDateTime, useGetAdminCharitiesQuery } from '@/entities/admin';
import { ROUTES } from '@/shared/config';
import { AdminTable, ExportCsvButton, sortColumn, useTableParams, type AdminColumns } from '@/shared/ui/admin-table';
import { AdminLayout } from '@/widgets/admin-layout';

/** "2 In Progress, 1 Pending": only the statuses the charity has, so the cell stays short. */
function projectSummary(counts: AdminCharityRow['projectCounts']): string {
  const parts = PROJECT_STATUSES.filter((status) => counts[status] > 0).map((status) => `${counts[status]} ${PROJECT_STATUS_LABELS[status]}`);
  return parts.length ? parts.join(', ') : 'None';
}

const COLUMNS: AdminColumns<AdminCharityRow> = [
  {
    title: 'Organisation',
    dataIndex: 'organisation',
    ...sortColumn('adminCharities', 'organisation'),
    render: (organisation: string | null, row) => <Link to={ROUTES.adminCharity(row.id)}>{organisation || row.contactName}</Link>,
  },
  { title: 'Contact', dataIndex: 'contactName', key: 'contactName' },
  { title: 'Email', dataIndex: 'email', key: 'email', render: (email: string) => <a href={`mailto:${email}`}>{email}</a> },
  {
    title: 'Tier',
    dataIndex: 'membershipTierLabel',
    key: 'tier',
    filters: MEMBERSHIP_TIERS.map((tier) => ({ text: ORGANISATION_SIZE_LABELS[tier], value: tier })),
  },
  {
    title: 'Membership',
    dataIndex: 'membershipActive',
    key: 'membership',
    filters: [
      { text: 'Active', value: 'active' },
      { text: 'Inactive', value: 'inactive' },
    ],
    render: (active: boolean, row) => (
      <>
        <Tag color={active ? 'green' : undefined}>{active ? 'Active' : 'Inactive'}</Tag>
        {row.membershipExpiry ? <span>until {formatAdminDate(row.membershipExpiry)}</span> : null}
      </>
    ),
  },
  { title: 'Projects', key: 'projects', render: (_: unknown, row) => projectSummary(row.projectCounts) },
  { title: 'Registered', dataIndex: 'registeredAt', ...sortColumn('adminCharities', 'registeredAt'), render: formatAdminDate },
  { title: 'Last sign-in', dataIndex: 'lastSignInAt', ...sortColumn('adminCharities', 'lastSignInAt'), render: formatAdminDateTime },
];

/** Issue 16: every registered charity, with membership and projects; a row opens the charity's page. Pages Newer / Older by cursor (issue 22). */
export function AdminCharitiesPage() {
  const { params, onTableChange, setFilters, setCursor } = useTableParams();
  const state = useGetAdminCharitiesQuery(params);
  const id = useId();

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters({ search: String(new FormData(event.currentTarget).get('search') ?? '').trim() || undefined });
  };

  return (
    <AdminLayout title="Charities" subtitle="Registered charity accounts: membership, projects and activity." actions={<ExportCsvButton href={csvHref('/api/admin/charities', params)} />}>
      <form className="admin-filter-bar" role="search" aria-label="Search charities" onSubmit={onSearch}>
        <span className="admin-filter">
          <label htmlFor={`${id}-search`}>Organisation, contact or e-mail</label>
          <input id={`${id}-search`} name="search" type="search" maxLength={ADMIN_CHARITY_SEARCH_MAX_LENGTH} className="admin-input" defaultValue={params.search ? String(params.search) : ''} />
        </span>
        <Button type="primary" htmlType="submit">
          Search
        </Button>
      </form>
      <AdminTable<AdminCharityRow> columns={COLUMNS} state={state} params={params} onTableChange={onTableChange} onCursor={setCursor} emptyText="No charities match" />
    </AdminLayout>
  );
}
