import { useState } from 'react';
import { Alert, Button, Card, Radio } from 'antd';
import { csvHref, formatAdminDate, useGetUnmetDemandQuery, type UnmetDemandReport } from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { Spinner } from '@/shared/ui';
import { DataTable, ExportCsvButton, type AdminColumns } from '@/shared/ui/admin-table';
import { StatTile } from '@/shared/ui/stat-tile';
import { AdminLayout } from '@/widgets/admin-layout';

const PERIODS = [30, 90, 180, 365] as const;

type ExpertiseRow = UnmetDemandReport['waitingList']['byExpertise'][number];
type SearchRow = UnmetDemandReport['searches']['bySearchText'][number];

const EXPERTISE_COLUMNS: AdminColumns<ExpertiseRow> = [
  { title: 'Expertise', dataIndex: 'label' },
  { title: 'Count', dataIndex: 'count', align: 'right' },
];
const SEARCH_COLUMNS: AdminColumns<SearchRow> = [
  { title: 'Search text', dataIndex: 'searchText' },
  { title: 'Count', dataIndex: 'count', align: 'right' },
];

function Group<T extends object>({ title, rows, columns, rowKey }: { title: string; rows: T[]; columns: AdminColumns<T>; rowKey: (row: T) => string }) {
  return (
    <Card title={<h2 className="summary-card__title">{title}</h2>}>
      <DataTable<T> className="admin-table--small" rowKey={rowKey} rows={rows} columns={columns} emptyText="Nothing in this period" />
    </Card>
  );
}

/** What charities looked for and did not find (issue 10): zero-result searches and waiting-list needs. */
export function AdminUnmetDemandPage() {
  const [days, setDays] = useState<number>(90);
  const { data, isLoading, isError, error, refetch } = useGetUnmetDemandQuery({ days });

  return (
    <AdminLayout
      title="Unmet Demand"
      subtitle="Directory searches that found nobody and charity waiting-list needs, grouped by expertise."
      actions={
        <>
          <Radio.Group
            aria-label="Period"
            value={days}
            onChange={(event) => setDays(event.target.value as number)}
            options={PERIODS.map((value) => ({ value, label: `Last ${value} days` }))}
            optionType="button"
          />
          <ExportCsvButton href={csvHref('/api/admin/unmet-demand', { days })} />
        </>
      }
    >
      {isLoading ? (
        <Spinner label="Loading the report…" />
      ) : isError || !data ? (
        <Alert type="error" showIcon title="Error Loading Data" description={serverMessage(error)} action={<Button onClick={() => void refetch()}>Retry</Button>} />
      ) : (
        <>
          <p>Since {formatAdminDate(data.since)}.</p>
          <section aria-label="Totals" className="admin-stats">
            <StatTile label="Searches with no result" value={data.searches.total} />
            <StatTile label="Waiting-list entries" value={data.waitingList.total} />
          </section>
          <div className="admin-cards">
            <Group title="Searches by expertise" rows={data.searches.byExpertise} columns={EXPERTISE_COLUMNS} rowKey={(row) => row.expertise ?? row.label} />
            <Group title="Most frequent searches" rows={data.searches.bySearchText} columns={SEARCH_COLUMNS} rowKey={(row) => row.searchText} />
            <Group title="Waiting list by need" rows={data.waitingList.byExpertise} columns={EXPERTISE_COLUMNS} rowKey={(row) => row.expertise ?? row.label} />
          </div>
        </>
      )}
    </AdminLayout>
  );
}
