import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { auditActionLabel, type AdminCharityMembershipRequest, type AdminCharityProject, type AuditLogView, type EnquiryByEmail } from '@contracts';
import { formatAdminDate, formatAdminDateTime, useGetAdminCharityQuery } from '@/entities/admin';
import { ROUTES } from '@/shared/config';
import { Spinner } from '@/shared/ui';
import { DataTable, type AdminColumns } from '@/shared/ui/admin-table';
import { EraseMemberButton } from '@/features/personal-data';
import { AdminLayout, AdminRecordMissing, useRecordId } from '@/widgets/admin-layout';
import './admin-charity.css';

const PROJECT_COLUMNS: AdminColumns<AdminCharityProject> = [
  { title: 'Project', dataIndex: 'title', render: (title: string, row) => <Link to={ROUTES.projectDetail(row.id)}>{title}</Link> },
  { title: 'Status', dataIndex: 'statusLabel' },
  { title: 'Consultant', dataIndex: 'consultantName', render: (name: string | null) => name ?? 'Not assigned' },
  { title: 'Requested', dataIndex: 'createdAt', render: formatAdminDate },
];

const REQUEST_COLUMNS: AdminColumns<AdminCharityMembershipRequest> = [
  { title: 'Request', dataIndex: 'typeLabel' },
  { title: 'Status', dataIndex: 'statusLabel' },
  { title: 'Received', dataIndex: 'createdAt', render: formatAdminDateTime },
  { title: 'Handled', dataIndex: 'handledAt', render: formatAdminDateTime },
];

const ENQUIRY_COLUMNS: AdminColumns<EnquiryByEmail> = [
  { title: 'Kind', dataIndex: 'kindLabel' },
  { title: 'Name given', dataIndex: 'name' },
  { title: 'What for', dataIndex: 'summary', render: (summary: string | null) => <span className="admin-charity__summary">{summary ?? '—'}</span> },
  { title: 'Status', dataIndex: 'statusLabel', render: (label: string | null) => label ?? '—' },
  { title: 'Received', dataIndex: 'createdAt', render: formatAdminDateTime },
];

const AUDIT_COLUMNS: AdminColumns<AuditLogView> = [
  { title: 'When', dataIndex: 'createdAt', render: formatAdminDateTime },
  { title: 'Action', dataIndex: 'action', render: (action: string) => auditActionLabel(action) },
  { title: 'By', dataIndex: 'actorUsername', render: (name: string | null) => name ?? 'System' },
  { title: 'IP address', dataIndex: 'ipAddress', render: (ip: string | null) => ip ?? '—' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="admin-charity__section" aria-label={title}>
      <h2 className="admin-charity__heading">{title}</h2>
      {children}
    </section>
  );
}

/** Issue 16: one charity's account, membership, projects, membership requests and audit trail. */
export function AdminCharityPage() {
  const { id, valid } = useRecordId();
  const state = useGetAdminCharityQuery(id, { skip: !valid });
  const charity = state.data;
  const title = charity ? charity.organisation || charity.contactName : 'Charity';

  let body: ReactNode;
  if (!valid || state.isError) {
    body = <AdminRecordMissing noun="charity" valid={valid} error={state.error} backHref={ROUTES.adminCharities} backLabel="All charities" />;
  } else if (!charity) {
    body = <Spinner label="Loading the charity" />;
  } else {
    const details: Array<[string, ReactNode]> = [
      ['Contact', charity.contactName],
      ['E-mail', <a href={`mailto:${charity.email}`}>{charity.email}</a>],
      ['Username', charity.username],
      ['Phone', charity.phone ?? '—'],
      ['Website', charity.website ?? '—'],
      ['Tier', charity.membershipTierLabel],
      ['Membership', charity.membershipActive ? `Active until ${formatAdminDate(charity.membershipExpiry)}` : 'Inactive'],
      ['Registered number', charity.registeredNumber ?? '—'],
      ['Founded', String(charity.foundingYear)],
      ['Employees', String(charity.employeeCount)],
      ['Primary cause', charity.primaryCause ?? '—'],
      ['Location', charity.location ?? '—'],
      ['Mission', charity.mission ?? '—'],
      ['Registered', formatAdminDateTime(charity.registeredAt)],
      ['Last sign-in', formatAdminDateTime(charity.lastSignInAt)],
    ];
    body = (
      <>
        <Section title="Details">
          <dl className="admin-charity__details">
            {details.map(([term, value]) => (
              <div key={term} className="admin-charity__detail">
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section title="Projects">
          <DataTable<AdminCharityProject> columns={PROJECT_COLUMNS} rows={charity.projects} rowKey="id" emptyText="No projects yet" />
        </Section>
        <Section title="Membership requests">
          <DataTable<AdminCharityMembershipRequest> columns={REQUEST_COLUMNS} rows={charity.membershipRequests} rowKey="id" emptyText="No membership requests" />
        </Section>
        <Section title="Enquiries by its e-mail">
          <DataTable<EnquiryByEmail> columns={ENQUIRY_COLUMNS} rows={charity.enquiries} rowKey={(row) => `${row.kind}-${row.id}`} emptyText="No enquiries made with this e-mail" />
        </Section>
        <Section title="Audit trail">
          <DataTable<AuditLogView> columns={AUDIT_COLUMNS} rows={charity.auditTrail} rowKey="id" emptyText="Nothing recorded yet" />
        </Section>
      </>
    );
  }

  return (
    <AdminLayout
      title={title}
      subtitle={<Link to={ROUTES.adminCharities}>All charities</Link>}
      // Issue 19: erasure on request, from the page that shows everything about the charity's account.
      actions={charity ? <EraseMemberButton userId={charity.userId} name={title} /> : null}
    >
      {body}
    </AdminLayout>
  );
}
