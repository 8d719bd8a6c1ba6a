import { Link } from 'react-router-dom';
import { Card, Tabs, Tag } from 'antd';
import { ADMIN_COUNT_LABELS } from '@contracts';
import {
  formatAdminDateTime,
  useGetAdminCharitiesQuery,
  useGetAdminProjectsQuery,
  useGetAnalyticsQuery,
  useGetCharityWaitingListQuery,
  useGetConsultantWaitingListQuery,
  useGetFormSubmissionsQuery,
  useGetPricingEnquiriesQuery,
  useGetPendingApplicationsQuery,
  useGetRegisteredConsultantsQuery,
} from '@/entities/admin';
import { ROUTES } from '@/shared/config';
import { StatTile } from '@/shared/ui/stat-tile';
import { AdminLayout } from '@/widgets/admin-layout';
import { CharityWaitingListTable, ConsultantWaitingListTable, FormSubmissionList } from '@/features/admin-lists';
import { accountActivity, pricingEnquiryActivity, recentActivity } from './recentActivity';
import { MatchingPromiseCard } from './MatchingPromiseCard';
import { VisitsChart } from './VisitsChart';

const RECENT = { page: 1, pageSize: 10 };
const loading = '…';

/**
 * /admin-dashboard (spec 001 §2): summary cards, sign-up counts, visits per day and the tabs. The spec's
 * mail-provider warning is left out: mail works (DECISIONS D10).
 */
export function AdminDashboardPage() {
  const applications = useGetPendingApplicationsQuery();
  const charities = useGetCharityWaitingListQuery(RECENT);
  const consultants = useGetConsultantWaitingListQuery(RECENT);
  const registered = useGetRegisteredConsultantsQuery(RECENT);
  const submissions = useGetFormSubmissionsQuery(RECENT);
  const pricingEnquiries = useGetPricingEnquiriesQuery(RECENT);
  const analytics = useGetAnalyticsQuery();

  // Registered accounts (issue 16); the waiting lists are counted apart, on their own card.
  const charityAccountList = useGetAdminCharitiesQuery(RECENT).data;
  const charityAccounts = charityAccountList?.total;
  const projects = useGetAdminProjectsQuery(RECENT);
  const consultantAccounts = registered.data?.total;
  const accounts = charityAccounts !== undefined && consultantAccounts !== undefined ? charityAccounts + consultantAccounts : undefined;
  const charityCount = charities.data?.total;
  const consultantCount = consultants.data?.total;
  const total = charityCount !== undefined && consultantCount !== undefined ? charityCount + consultantCount : undefined;
  const activity = recentActivity(
    charities.data?.items ?? [],
    consultants.data?.items ?? [],
    submissions.data?.items ?? [],
    [
      ...accountActivity(charityAccountList?.items ?? [], registered.data?.items ?? [], applications.data?.items ?? [], projects.data?.items ?? []),
      ...pricingEnquiryActivity(pricingEnquiries.data?.items ?? []),
    ],
  );

  return (
    <AdminLayout title="Admin Dashboard" subtitle="Applications, sign-ups, enquiries and site visits at a glance.">
      <section aria-label="Summary" className="admin-cards">
        <SummaryCard title="Consultant Applications" value={applications.data?.total} to={ROUTES.adminConsultantApplications} note="pending review" />
        <SummaryCard title="Waiting Lists" value={total} to={ROUTES.adminWaitingList} note="charities and consultants" />
        <SummaryCard title="Live Registrations" value={registered.data?.total} to={ROUTES.adminSignups} note="registered consultants" />
        <SummaryCard title="Site Analytics" value={analytics.data?.totalVisits} note={`total visits, ${analytics.data?.uniqueVisitors ?? loading} unique visitors`} />
      </section>

      <section aria-label="Registered accounts" className="admin-stats" style={{ marginTop: 24 }}>
        <StatTile label={ADMIN_COUNT_LABELS.totalAccounts} value={accounts ?? loading} />
        <StatTile label={ADMIN_COUNT_LABELS.charityAccounts} value={charityAccounts ?? loading} />
        <StatTile label={ADMIN_COUNT_LABELS.consultantAccounts} value={consultantAccounts ?? loading} />
      </section>
      <section aria-label="Waiting lists" className="admin-stats">
        <StatTile label={ADMIN_COUNT_LABELS.charityWaitingList} value={charityCount ?? loading} />
        <StatTile label={ADMIN_COUNT_LABELS.consultantWaitingList} value={consultantCount ?? loading} />
      </section>

      <MatchingPromiseCard />

      <Card title="Visits per day" style={{ marginBottom: 24 }}>
        {analytics.data ? <VisitsChart days={analytics.data.perDay ?? []} /> : analytics.isError ? <p>Analytics are unavailable.</p> : <p>Loading…</p>}
      </Card>

      <Tabs
        items={[
          {
            key: 'overview',
            label: 'Overview',
            children: (
              <section aria-labelledby="recent-activity">
                <h2 className="h4" id="recent-activity">
                  Recent activity
                </h2>
                {activity.length === 0 ? (
                  <p className="admin-empty">No activity yet</p>
                ) : (
                  <ul className="admin-plain-list activity-list">
                    {activity.map((item) => (
                      <li key={item.key}>
                        <span className="activity-list__who">
                          <strong>{item.who}</strong>
                          <a href={`mailto:${item.email}`}>{item.email}</a>
                        </span>
                        <Tag>{item.kind}</Tag>
                        <span>{formatAdminDateTime(item.at)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ),
          },
          { key: 'charities', label: 'Charity Signups', children: <CharityWaitingListTable /> },
          { key: 'consultants', label: 'Consultant Signups', children: <ConsultantWaitingListTable /> },
          { key: 'submissions', label: 'Form Submissions', children: <FormSubmissionList /> },
        ]}
      />
    </AdminLayout>
  );
}

function SummaryCard({ title, value, note, to }: { title: string; value: number | undefined; note: string; to?: string }) {
  const body = (
    <>
      <p className="summary-card__value">{value ?? loading}</p>
      <p className="summary-card__note">{note}</p>
    </>
  );
  return (
    <Card title={<h2 className="summary-card__title">{title}</h2>} size="small" extra={to ? <Link to={to}>View</Link> : null}>
      {body}
    </Card>
  );
}
