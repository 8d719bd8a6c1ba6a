import type { DataSource } from 'typeorm';

export interface PrimaryNeedCount {
  primaryNeed: string | null;
  count: number;
}

/** Charity waiting-list entries since the instant (a SQLite-ready parameter), grouped by stated primary need. */
export async function charityNeedCounts(dataSource: DataSource, since: unknown): Promise<PrimaryNeedCount[]> {
  const rows: Array<{ primaryNeed: string | null; count: number | string }> = await dataSource.query(
    'SELECT primaryNeed, COUNT(*) AS count FROM charity_waiting_list WHERE createdAt >= ? GROUP BY primaryNeed',
    [since],
  );
  return rows.map((row) => ({ primaryNeed: row.primaryNeed, count: Number(row.count) }));
}
