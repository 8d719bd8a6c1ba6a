import { Link } from 'react-router-dom';
import { Card } from 'antd';
import { CHARITY_DECLINE_REASON_LABELS, CONSULTANT_DECLINE_REASON_LABELS, EXPERTISE_LABELS, MATCHING_METRICS_DAYS_DEFAULT, type DurationStats, type ExpertiseKey, type FillRateRow } from '@contracts';
import { useGetMatchingMetricsQuery } from '@/entities/admin';
import { ROUTES } from '@/shared/config';
import { DataTable, type AdminColumns } from '@/shared/ui/admin-table';
import { StatTile } from '@/shared/ui/stat-tile';

const hours = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} h`);
const duration = (stats: DurationStats) => `${hours(stats.medianHours)} median, ${hours(stats.p90Hours)} p90 (${stats.count})`;

const fillColumns = (title: string, label: (key: string) => string): AdminColumns<FillRateRow> => [
  { title, dataIndex: 'key', render: label },
  { title: 'Needs', dataIndex: 'needs', align: 'right' },
  { title: 'Accepted', dataIndex: 'accepted', align: 'right' },
  { title: 'Fill rate', dataIndex: 'rate', align: 'right', render: (rate: number) => `${Math.round(rate * 100)} %` },
];
const EXPERTISE_COLUMNS = fillColumns('Expertise', (key) => (key === 'unspecified' ? 'Not stated' : (EXPERTISE_LABELS[key as ExpertiseKey] ?? key)));
const BAND_COLUMNS = fillColumns('Size band', (key) => (key === 'unknown' ? 'Unknown' : `${key[0].toUpperCase()}${key.slice(1)}`));
const DECLINE_COLUMNS: AdminColumns<{ reason: string; count: number }> = [
  { title: 'Decline reason', dataIndex: 'reason', render: (reason: string) => (CHARITY_DECLINE_REASON_LABELS as Record<string, string>)[reason] ?? (CONSULTANT_DECLINE_REASON_LABELS as Record<string, string>)[reason] ?? reason },
  { title: 'Count', dataIndex: 'count', align: 'right' },
];

/** The 24-hour promise, measured (issue 17, D17): the last 90 days of GET /api/admin/matching/metrics. */
export function MatchingPromiseCard() {
  const { data, isError } = useGetMatchingMetricsQuery({ days: MATCHING_METRICS_DAYS_DEFAULT });
  return (
    <Card title={<h2 className="summary-card__title">The 24-hour promise (last {MATCHING_METRICS_DAYS_DEFAULT} days)</h2>} extra={<Link to={ROUTES.adminMatching}>Matching</Link>} style={{ marginBottom: 24 }}>
      {isError ? (
        <p>The matching figures are unavailable.</p>
      ) : !data ? (
        <p>Loading…</p>
      ) : (
        <>
          <section aria-label="Matching figures" className="admin-stats">
            <StatTile label="Needs received" value={data.needsReceived} />
            <StatTile label="Overdue now" value={data.overdueNow} />
            <StatTile label="Time to shortlist" value={duration(data.timeToShortlist)} />
            <StatTile label="Time to accepted match" value={duration(data.timeToAccepted)} />
          </section>
          <div className="admin-cards">
            <DataTable<FillRateRow> className="admin-table--small" rowKey="key" rows={data.fillRateByExpertise} columns={EXPERTISE_COLUMNS} emptyText="No needs yet" />
            <DataTable<FillRateRow> className="admin-table--small" rowKey="key" rows={data.fillRateBySizeBand} columns={BAND_COLUMNS} emptyText="No needs yet" />
            <DataTable<{ reason: string; count: number }> className="admin-table--small" rowKey="reason" rows={data.declineReasons} columns={DECLINE_COLUMNS} emptyText="No declines" />
          </div>
        </>
      )}
    </Card>
  );
}
