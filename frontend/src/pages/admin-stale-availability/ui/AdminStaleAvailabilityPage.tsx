import { Tag } from 'antd';
import { csvHref, formatAdminDate, useGetStaleAvailabilityQuery, type StaleAvailability } from '@/entities/admin';
import { AdminTable, ExportCsvButton, sortColumn, useTableParams, type AdminColumns } from '@/shared/ui/admin-table';
import { AdminLayout } from '@/widgets/admin-layout';

const fullName = (row: StaleAvailability) => [row.firstName, row.lastName].filter(Boolean).join(' ');

const COLUMNS: AdminColumns<StaleAvailability> = [
  { title: 'Consultant', ...sortColumn('staleAvailability', 'name'), render: (_: unknown, row) => fullName(row) },
  { title: 'Email', dataIndex: 'email', render: (email: string) => <a href={`mailto:${email}`}>{email}</a> },
  { title: 'Says', dataIndex: 'availability', render: (available: boolean) => <Tag>{available ? 'Available' : 'Unavailable'}</Tag> },
  { title: 'Last confirmed', dataIndex: 'availabilityConfirmedAt', ...sortColumn('staleAvailability', 'availabilityConfirmedAt'), render: (value: string | null) => (value ? formatAdminDate(value) : 'Never') },
  { title: 'Days ago', dataIndex: 'days', render: (days: number | null) => days ?? '—' },
  { title: 'Reminder sent', dataIndex: 'reminderSentAt', ...sortColumn('staleAvailability', 'reminderSentAt'), render: (value: string | null) => (value ? formatAdminDate(value) : '—') },
];

/** Approved consultants whose availability has not been confirmed lately (DECISIONS D15), paged First / Previous / Next by cursor (issue 22). */
export function AdminStaleAvailabilityPage() {
  const { params, onTableChange, setCursor } = useTableParams();
  const state = useGetStaleAvailabilityQuery(params);
  return (
    <AdminLayout title="Stale Availability" subtitle="Consultants whose availability is unconfirmed for more than 30 days show as 'Coming Soon'." actions={<ExportCsvButton href={csvHref('/api/admin/stale-availability', params)} />}>
      <AdminTable<StaleAvailability> columns={COLUMNS} state={state} params={params} onTableChange={onTableChange} onCursor={setCursor} oldestFirst emptyText="Every consultant's availability is current" />
    </AdminLayout>
  );
}
