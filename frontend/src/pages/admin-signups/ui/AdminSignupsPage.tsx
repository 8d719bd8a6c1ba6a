import { Link, Navigate } from 'react-router-dom';
import { Card, Tag } from 'antd';
import { ADMIN_COUNT_LABELS, ADMIN_TEXTS, UI_TEXTS } from '@contracts';
import {
  csvHref,
  formatAdminDate,
  useGetAdminCharitiesQuery,
  useGetAnalyticsQuery,
  useGetCharityWaitingListQuery,
  useGetConsultantWaitingListQuery,
  useGetRegisteredConsultantsQuery,
  type RegisteredConsultant,
} from '@/entities/admin';
import { isAdminUser, useCurrentUser } from '@/entities/session';
import { isAuthFailure } from '@/shared/api';
import { loginPathWithRedirect, ROUTES } from '@/shared/config';
import { AuthShell, Spinner } from '@/shared/ui';
import { AdminTable, ExportCsvButton, sortColumn, useTableParams, type AdminColumns } from '@/shared/ui/admin-table';
import { StatTile } from '@/shared/ui/stat-tile';
import { AssignCredentialsForm } from '@/features/assign-temp-credentials';
import { AdminLayout } from '@/widgets/admin-layout';
import { CharityWaitingListTable, ConsultantWaitingListTable } from '@/features/admin-lists';

const COLUMNS: AdminColumns<RegisteredConsultant> = [
  { title: 'Name', dataIndex: 'name', ...sortColumn('registeredConsultants', 'name') },
  { title: 'Email', dataIndex: 'email', ...sortColumn('registeredConsultants', 'email'), render: (email: string) => <a href={`mailto:${email}`}>{email}</a> },
  { title: 'Username', dataIndex: 'username', ...sortColumn('registeredConsultants', 'username') },
  { title: 'Organisation', dataIndex: 'organisation', ...sortColumn('registeredConsultants', 'organisation') },
  {
    title: 'Status',
    dataIndex: 'isApproved',
    ...sortColumn('registeredConsultants', 'isApproved'),
    render: (approved: boolean) => <Tag color={approved ? 'green' : 'gold'}>{approved ? 'Approved' : 'Pending'}</Tag>,
  },
  {
    title: 'Onboarding',
    key: 'onboarding',
    render: (_: unknown, row) => (
      <>
        <Tag>{row.mustChangePassword ? ADMIN_TEXTS.needsPasswordChange : ADMIN_TEXTS.passwordSet}</Tag>
        <Tag>{row.hasAcceptedTerms ? ADMIN_TEXTS.termsAccepted : ADMIN_TEXTS.termsPending}</Tag>
      </>
    ),
  },
  { title: 'Registered', dataIndex: 'createdAt', ...sortColumn('registeredConsultants', 'createdAt'), render: formatAdminDate },
  {
    title: 'Temporary credentials',
    key: 'assign',
    // D5: only approved consultants not already waiting to change their password get new ones.
    render: (_: unknown, row) =>
      row.isApproved && !row.mustChangePassword ? (
        // Stacked in a bounded column so the table fits 1366 px (issue 16).
        <div className="admin-row-actions admin-row-actions--narrow">
          <AssignCredentialsForm consultantId={row.id} consultantName={row.name} />
        </div>
      ) : row.mustChangePassword ? (
        ADMIN_TEXTS.readyForOnboarding
      ) : (
        '—'
      ),
  },
];

/**
 * /admin/signups (spec 001 §2 "/admin/signups" and "Admin sign-up portal"): the portal stats, registered
 * consultants with credential assignment, and both sign-up lists. Dual-role users go to their dashboard.
 */
export function AdminSignupsPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner fullPage label="Checking your sign-in…" />;
  // The route is open so a visitor reads the spec's 'Authentication Required' rather than a bare redirect.
  if (!user) {
    return (
      <AuthShell title={UI_TEXTS.authenticationRequired} description={ADMIN_TEXTS.adminLoginRequired}>
        <Link to={loginPathWithRedirect(ROUTES.adminSignups)} className="btn btn--primary">
          {UI_TEXTS.goToLogin}
        </Link>
      </AuthShell>
    );
  }
  if (user.isDualRole) return <Navigate to={ROUTES.dualRoleDashboard} replace />;
  if (!isAdminUser(user)) {
    return (
      <div className="page-message" role="alert">
        <h1>{UI_TEXTS.authenticationRequired}</h1>
        <p>{ADMIN_TEXTS.adminLoginRequired}</p>
      </div>
    );
  }
  return <Registrations />;
}

function Registrations() {
  const { params, onTableChange, setCursor } = useTableParams();
  const registered = useGetRegisteredConsultantsQuery(params);
  const analytics = useGetAnalyticsQuery();
  // Only the totals are read; the lists below page on their own. Sign-ups are registered accounts (issue 16).
  const charityAccounts = useGetAdminCharitiesQuery({ page: 1, pageSize: 1 });
  const charitySignups = useGetCharityWaitingListQuery({ page: 1, pageSize: 1 });
  const consultantSignups = useGetConsultantWaitingListQuery({ page: 1, pageSize: 1 });

  return (
    <AdminLayout title="Registrations" subtitle="Registered consultants and sign-ups.">
      <section aria-label="Sign-up portal" className="admin-stats">
        <StatTile label="Total Visits" value={analytics.data?.totalVisits ?? '…'} />
        <StatTile label="Unique Visitors" value={analytics.data?.uniqueVisitors ?? '…'} />
        <StatTile label={ADMIN_COUNT_LABELS.charitySignups} value={charityAccounts.data?.total ?? '…'} />
        <StatTile label={ADMIN_COUNT_LABELS.consultantSignups} value={registered.data?.total ?? '…'} />
        <StatTile label={ADMIN_COUNT_LABELS.charityWaitingList} value={charitySignups.data?.total ?? '…'} />
        <StatTile label={ADMIN_COUNT_LABELS.consultantWaitingList} value={consultantSignups.data?.total ?? '…'} />
      </section>
      <Card title={<h2 className="summary-card__title">Registered consultants</h2>} extra={<ExportCsvButton href={csvHref('/api/admin/registered-consultants', params)} />}>
        <AdminTable<RegisteredConsultant>
          columns={COLUMNS}
          state={registered}
          params={params}
          onTableChange={onTableChange}
          onCursor={setCursor}
          emptyText="No registered consultants yet"
          // Spec 001 §8: the authentication text only when the session or role was refused; any other failure is
          // the registered list's 'Error Loading Data' with Retry.
          errorTitle={isAuthFailure(registered.error) ? ADMIN_TEXTS.registrationsAuthRequired : ADMIN_TEXTS.errorLoadingData}
        />
      </Card>
      <Card title={<h2 className="summary-card__title">Charity sign-ups</h2>} style={{ marginTop: 24 }}>
        <CharityWaitingListTable />
      </Card>
      <Card title={<h2 className="summary-card__title">Consultant registrations (waiting list)</h2>} style={{ marginTop: 24 }}>
        <ConsultantWaitingListTable />
      </Card>
    </AdminLayout>
  );
}
