import { useId, useState, type FormEvent } from 'react';
import { Button, DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { AUDIT_ACTIONS, AUDIT_ACTOR_SEARCH_MAX_LENGTH, auditActionLabel, auditDetailsText, auditSubjectLabel } from '@contracts';
import { csvHref, formatAdminDateTime, useGetAuditLogQuery, type AuditEntry } from '@/entities/admin';
import { AdminTable, ExportCsvButton, sortColumn, useTableParams, type AdminColumns } from '@/shared/ui/admin-table';
import { AdminLayout } from '@/widgets/admin-layout';

const COLUMNS: AdminColumns<AuditEntry> = [
  { title: 'When', dataIndex: 'createdAt', ...sortColumn('auditLog', 'createdAt'), render: formatAdminDateTime },
  { title: 'Action', dataIndex: 'action', ...sortColumn('auditLog', 'action'), render: (action: string) => auditActionLabel(action) },
  { title: 'Actor', key: 'actor', render: (_: unknown, row) => row.actorUsername ?? (row.actorUserId !== null ? `User ${row.actorUserId}` : 'System') },
  { title: 'Subject', key: 'subject', render: (_: unknown, row) => (row.subjectType ? `${auditSubjectLabel(row.subjectType)} ${row.subjectId ?? ''}` : '—') },
  { title: 'IP address', dataIndex: 'ipAddress', key: 'ipAddress' },
  { title: 'Details', dataIndex: 'details', key: 'details', ellipsis: true, render: auditDetailsText },
];

/** What the admin reads and types (en-GB, issue 16); the API reads ISO calendar days. */
const SHOWN_DATE = 'DD/MM/YYYY';
const API_DATE = 'YYYY-MM-DD';
const dayOf = (value: unknown): Dayjs | null => {
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value) : null;
  return day?.isValid() ? day : null;
};

/** The audit log (issue 10): read-only, filterable by actor, action and date; Newer / Older by cursor at any depth (issue 22). */
export function AdminAuditLogPage() {
  const { params, onTableChange, setFilters, setCursor } = useTableParams();
  const state = useGetAuditLogQuery(params);
  const id = useId();
  // Kept from the URL, so a shared or reloaded link shows the days it filters by.
  const [from, setFrom] = useState<Dayjs | null>(() => dayOf(params.from));
  const [to, setTo] = useState<Dayjs | null>(() => dayOf(params.to));

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const text = (name: string) => String(values.get(name) ?? '').trim() || undefined;
    setFilters({
      actor: text('actor'),
      // The actor is searched by name now; an id from an older shared link is dropped with the new search.
      actorUserId: undefined,
      action: text('action'),
      from: from?.format(API_DATE),
      to: to?.format(API_DATE),
    });
  };

  return (
    <AdminLayout title="Audit Log" subtitle="Every admin change: who, what, when and from where." actions={<ExportCsvButton href={csvHref('/api/admin/audit-log', params)} />}>
      <form className="admin-filter-bar" aria-label="Filter the audit log" onSubmit={onFilter}>
        <span className="admin-filter">
          <label htmlFor={`${id}-actor`}>Actor (name or username)</label>
          <input id={`${id}-actor`} name="actor" type="search" maxLength={AUDIT_ACTOR_SEARCH_MAX_LENGTH} defaultValue={String(params.actor ?? '')} className="admin-input" />
        </span>
        <span className="admin-filter">
          <label htmlFor={`${id}-action`}>Action</label>
          <select id={`${id}-action`} name="action" className="admin-select" defaultValue={String(params.action ?? '')}>
            <option value="">All</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {auditActionLabel(action)}
              </option>
            ))}
          </select>
        </span>
        <span className="admin-filter">
          <label htmlFor={`${id}-from`}>From</label>
          <DatePicker id={`${id}-from`} format={SHOWN_DATE} placeholder="dd/mm/yyyy" value={from} onChange={setFrom} />
        </span>
        <span className="admin-filter">
          <label htmlFor={`${id}-to`}>To</label>
          <DatePicker id={`${id}-to`} format={SHOWN_DATE} placeholder="dd/mm/yyyy" value={to} onChange={setTo} />
        </span>
        <Button type="primary" htmlType="submit">
          Filter
        </Button>
      </form>
      <AdminTable<AuditEntry> columns={COLUMNS} state={state} params={params} onTableChange={onTableChange} onCursor={setCursor} emptyText="No audit entries" />
    </AdminLayout>
  );
}
