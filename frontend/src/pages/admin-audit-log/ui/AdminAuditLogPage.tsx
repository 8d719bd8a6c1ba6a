import { Button, DatePicker, Form, InputNumber, Select, Space, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { AUDIT_ACTIONS } from '@contracts';
import { csvHref, formatAdminDateTime, useGetAuditLogQuery, type AuditEntry } from '@/entities/admin';
import { AdminTable, ExportCsvButton, sortColumn, useTableParams } from '@/shared/ui/admin-table';
import { AdminLayout } from '@/widgets/admin-layout';

const COLUMNS: TableColumnsType<AuditEntry> = [
  { title: 'When', dataIndex: 'createdAt', ...sortColumn('auditLog', 'createdAt'), render: formatAdminDateTime },
  { title: 'Action', dataIndex: 'action', ...sortColumn('auditLog', 'action') },
  { title: 'Actor', key: 'actor', render: (_: unknown, row) => row.actorUsername ?? (row.actorUserId !== null ? `User ${row.actorUserId}` : 'System') },
  { title: 'Subject', key: 'subject', render: (_: unknown, row) => (row.subjectType ? `${row.subjectType} ${row.subjectId ?? ''}` : '—') },
  { title: 'IP address', dataIndex: 'ipAddress', key: 'ipAddress' },
  { title: 'Details', dataIndex: 'details', key: 'details', ellipsis: true, render: (details: unknown) => (details ? JSON.stringify(details) : '—') },
];

const DATE_ONLY = 'YYYY-MM-DD';

interface FilterValues {
  actorUserId?: number | null;
  action?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The audit log (issue 10): read-only, filterable by actor, action and date. */
export function AdminAuditLogPage() {
  const { params, onTableChange, setFilters } = useTableParams();
  const state = useGetAuditLogQuery(params);

  const onFilter = (values: FilterValues) =>
    setFilters({
      actorUserId: values.actorUserId ?? undefined,
      action: values.action || undefined,
      // The API reads UTC calendar days.
      from: values.range?.[0]?.format(DATE_ONLY),
      to: values.range?.[1]?.format(DATE_ONLY),
    });

  return (
    <AdminLayout title="Audit Log" subtitle="Every admin change: who, what, when and from where." actions={<ExportCsvButton href={csvHref('/api/admin/audit-log', params)} />}>
      <Form<FilterValues> layout="inline" onFinish={onFilter} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label="Actor (user id)" name="actorUserId">
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Form.Item label="Action" name="action">
          <Select allowClear style={{ minWidth: 220 }} options={AUDIT_ACTIONS.map((action) => ({ value: action, label: action }))} />
        </Form.Item>
        <Form.Item label="Dates" name="range">
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            Filter
          </Button>
        </Space>
      </Form>
      <AdminTable<AuditEntry> columns={COLUMNS} state={state} params={params} onTableChange={onTableChange} emptyText="No audit entries" />
    </AdminLayout>
  );
}
