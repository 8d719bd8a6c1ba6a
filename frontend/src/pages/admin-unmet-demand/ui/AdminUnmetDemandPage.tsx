import { useState } from 'react';
import { Alert, Button, Card, Radio, Table } from 'antd';
import { useGetUnmetDemandQuery } from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { Spinner } from '@/shared/ui';
import { AdminLayout } from '@/widgets/admin-layout';

const PERIODS = [30, 90, 180] as const;

/** 'searchesByExpertise' → 'Searches by expertise'. */
function sectionTitle(key: string): string {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Row = Record<string, unknown>;

/** One grouped count of the report as a table; its columns are whatever the server groups by. */
function GroupTable({ title, rows }: { title: string; rows: Row[] }) {
  const keys = rows.length > 0 ? Object.keys(rows[0]) : [];
  return (
    <Card title={<h2 className="summary-card__title">{title}</h2>} style={{ marginBottom: 16 }}>
      <Table<Row>
        size="small"
        rowKey={(row) => keys.map((key) => String(row[key])).join('|')}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: 'Nothing in this period' }}
        columns={keys.map((key) => ({ title: sectionTitle(key), dataIndex: key, render: (value: unknown) => String(value ?? '—') }))}
      />
    </Card>
  );
}

/** What charities looked for and did not find (issue 10): zero-result searches and waiting-list needs. */
export function AdminUnmetDemandPage() {
  const [days, setDays] = useState<number>(90);
  const { data, isLoading, isError, error, refetch } = useGetUnmetDemandQuery({ days });
  const sections = Object.entries(data ?? {}).filter((entry): entry is [string, Row[]] => Array.isArray(entry[1]));

  return (
    <AdminLayout
      title="Unmet Demand"
      subtitle="Directory searches that found nobody and waiting-list entries, grouped by expertise."
      actions={
        <Radio.Group
          aria-label="Period"
          value={days}
          onChange={(event) => setDays(event.target.value as number)}
          options={PERIODS.map((value) => ({ value, label: `Last ${value} days` }))}
          optionType="button"
        />
      }
    >
      {isLoading ? (
        <Spinner label="Loading the report…" />
      ) : isError ? (
        <Alert type="error" showIcon title="Error Loading Data" description={serverMessage(error)} action={<Button onClick={() => void refetch()}>Retry</Button>} />
      ) : (
        sections.map(([key, rows]) => <GroupTable key={key} title={sectionTitle(key)} rows={rows} />)
      )}
    </AdminLayout>
  );
}
