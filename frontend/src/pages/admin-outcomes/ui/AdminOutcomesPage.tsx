import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Radio } from 'antd';
import { EXPERTISE_LABELS, isExpertiseKey, ORGANISATION_SIZE_LABELS, type DurationStats, type FillRateRow, type MembershipTier, type RatingRow } from '@contracts';
import { formatAdminDate } from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { Spinner } from '@/shared/ui';
import { DataTable, ExportCsvButton, type AdminColumns } from '@/shared/ui/admin-table';
import { StatTile } from '@/shared/ui/stat-tile';
import { AdminLayout } from '@/widgets/admin-layout';
import { useGetOutcomesQuery } from '../api/adminOutcomesApi';
import { durationText, EXPERTISE_FILTER_KEYS, filtersFrom, onlyKey, OUTCOME_PERIODS, percentText, SIZE_BAND_FILTER_KEYS } from '../model/outcomeFilters';
import { FunnelChart } from './FunnelChart';
import './admin-outcomes.css';

const expertiseName = (key: string) => (isExpertiseKey(key) ? EXPERTISE_LABELS[key] : key === 'unspecified' ? 'No area given' : key);
const sizeBandName = (key: string) => ORGANISATION_SIZE_LABELS[key as MembershipTier] ?? (key === 'unknown' ? 'Size not known' : key);

type TimeRow = DurationStats & { measure: string };

const TIME_COLUMNS: AdminColumns<TimeRow> = [
  { title: 'Measure', dataIndex: 'measure' },
  { title: 'Count', dataIndex: 'count', align: 'right' },
  { title: 'Median', dataIndex: 'medianHours', align: 'right', render: (value: number | null) => durationText(value) },
  { title: '90th percentile', dataIndex: 'p90Hours', align: 'right', render: (value: number | null) => durationText(value) },
];

const fillColumns = (title: string, name: (key: string) => string): AdminColumns<FillRateRow> => [
  { title, dataIndex: 'key', render: (value: string) => name(value) },
  { title: 'Needs', dataIndex: 'needs', align: 'right' },
  { title: 'Accepted', dataIndex: 'accepted', align: 'right' },
  { title: 'Fill rate', dataIndex: 'rate', align: 'right', render: (value: number) => percentText(value) },
];
const FILL_BY_EXPERTISE = fillColumns('Expertise', expertiseName);
const FILL_BY_SIZE_BAND = fillColumns('Charity size', sizeBandName);

const RATING_COLUMNS: AdminColumns<RatingRow> = [
  { title: 'Expertise', dataIndex: 'key', render: (value: string) => expertiseName(value) },
  { title: 'Reviews', dataIndex: 'reviews', align: 'right' },
  { title: 'Average rating (of 5)', dataIndex: 'average', align: 'right' },
];

function Section<T>({ title, rows, columns, rowKey }: { title: string; rows: T[]; columns: AdminColumns<T>; rowKey: (row: T) => string }) {
  return (
    <Card title={<h2 className="summary-card__title">{title}</h2>}>
      <DataTable<T> className="admin-table--small" rowKey={rowKey} rows={rows} columns={columns} emptyText="Nothing in this period" />
    </Card>
  );
}

/**
 * /admin/outcomes (issue 18): the funnel from search to reviewed work, how fast needs are matched and projects
 * finished, and which needs are filled. Period, expertise and size band live in the address; the period is
 * the server's, expertise and size band narrow the tables (docs/decisions/18-outcomes-funnel.md).
 */
export function AdminOutcomesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFrom(searchParams);
  const expertiseId = useId();
  const sizeBandId = useId();
  const { data, isLoading, isError, error, refetch } = useGetOutcomesQuery({ days: filters.days });

  const setFilter = (name: 'days' | 'expertise' | 'sizeBand', value: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <AdminLayout
      title="Outcomes"
      subtitle="The funnel from directory search to reviewed work, time to match and to completion, and fill rates."
      actions={<ExportCsvButton href={`/api/admin/outcomes?days=${filters.days}&format=csv`} />}
    >
      <div className="outcomes-filters" role="group" aria-label="Filters">
        <Radio.Group
          aria-label="Period"
          value={filters.days}
          onChange={(event) => setFilter('days', String(event.target.value))}
          options={OUTCOME_PERIODS.map((value) => ({ value, label: `Last ${value} days` }))}
          optionType="button"
        />
        <span className="admin-filter">
          <label htmlFor={expertiseId}>Expertise</label>{' '}
          <select id={expertiseId} className="admin-select" value={filters.expertise ?? ''} onChange={(event) => setFilter('expertise', event.target.value)}>
            <option value="">All areas</option>
            {EXPERTISE_FILTER_KEYS.map((key) => (
              <option key={key} value={key}>
                {expertiseName(key)}
              </option>
            ))}
          </select>
        </span>
        <span className="admin-filter">
          <label htmlFor={sizeBandId}>Charity size</label>{' '}
          <select id={sizeBandId} className="admin-select" value={filters.sizeBand ?? ''} onChange={(event) => setFilter('sizeBand', event.target.value)}>
            <option value="">All sizes</option>
            {SIZE_BAND_FILTER_KEYS.map((key) => (
              <option key={key} value={key}>
                {sizeBandName(key)}
              </option>
            ))}
          </select>
        </span>
      </div>

      {isLoading ? (
        <Spinner label="Loading the report…" />
      ) : isError || !data ? (
        <Alert type="error" showIcon title="Error Loading Data" description={serverMessage(error)} action={<Button onClick={() => void refetch()}>Retry</Button>} />
      ) : (
        <>
          <p>Since {formatAdminDate(data.since)}.</p>
          <Card title={<h2 className="summary-card__title">Funnel</h2>}>
            <FunnelChart steps={data.funnel} />
          </Card>
          <section aria-label="Repeat charities" className="admin-stats">
            <StatTile label="Charities with a project" value={data.repeatCharities.charities} />
            <StatTile label="Came back for another" value={data.repeatCharities.repeat} />
            <StatTile label="Repeat share" value={percentText(data.repeatCharities.share)} />
          </section>
          <div className="outcomes-tables">
            <Section
              title="Time to match and to completion"
              rows={[
                { measure: 'Need to accepted match', ...data.timeToMatch },
                { measure: 'Request to completed project', ...data.timeToCompletion },
              ]}
              columns={TIME_COLUMNS}
              rowKey={(row) => row.measure}
            />
            <Section title="Fill rate by expertise" rows={onlyKey(data.fillRateByExpertise, filters.expertise)} columns={FILL_BY_EXPERTISE} rowKey={(row) => row.key} />
            <Section title="Fill rate by charity size" rows={onlyKey(data.fillRateBySizeBand, filters.sizeBand)} columns={FILL_BY_SIZE_BAND} rowKey={(row) => row.key} />
            <Section title="Average rating by expertise" rows={onlyKey(data.ratingByExpertise, filters.expertise)} columns={RATING_COLUMNS} rowKey={(row) => row.key} />
          </div>
        </>
      )}
    </AdminLayout>
  );
}
