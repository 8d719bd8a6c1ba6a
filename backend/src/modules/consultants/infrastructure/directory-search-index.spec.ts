import type { DataSource } from 'typeorm';

import type { SqlDialect } from '../../../database/sql-dialect';
import { DirectorySearchIndex } from './directory-search-index';

const row = (id: number, searchDocument: string, changedAt: string) => ({
  id,
  isApproved: 1,
  isFeatured: 0,
  availableNow: 0,
  availability: 0,
  availabilityConfirmedAt: null,
  expertiseMask: 0,
  searchDocument,
  changedAt,
});

/** The look's statements answered from a script: one answer (or error) per statement, in order. */
function scripted(answers: Array<unknown[] | Error>) {
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  const dataSource = {
    query: async (sql: string, params: unknown[]) => {
      statements.push({ sql, params });
      const answer = answers.shift() ?? [];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { index: new DirectorySearchIndex(dataSource as unknown as DataSource, { isMysql: false } as SqlDialect), statements };
}

const query = (words: string[]) => ({ words, expertiseMask: 0, freshSinceMs: 0 });

describe('DirectorySearchIndex', () => {
  it('loads everything once, then asks only for markers past the newest it has seen', async () => {
    const { index, statements } = scripted([[row(1, 'audit', '2026-01-01 00:00:00.001')], [row(2, 'audit trail', '2026-01-01 00:00:00.005')]]);
    expect(await index.search(query(['audit']), 0, 10)).toEqual({ ids: [1], total: 1 });
    expect(await index.search(query(['audit']), 0, 10)).toEqual({ ids: [2, 1], total: 2 });
    expect(statements[0].sql).not.toMatch(/WHERE/);
    expect(statements[1].params).toEqual(['2026-01-01 00:00:00.001']);
    await index.search(query(['audit']), 0, 10);
    expect(statements[2].params).toEqual(['2026-01-01 00:00:00.005']);
  });

  it('lets concurrent searches share one look, and a failed look fail only its own searches', async () => {
    const { index, statements } = scripted([[row(1, 'grants', '2026-01-01 00:00:00.001')], new Error('database gone'), [], []]);
    await index.search(query(['grants']), 0, 10);
    const first = index.search(query(['grants']), 0, 10);
    const second = index.search(query(['grants']), 0, 10);
    const third = index.search(query(['grants']), 0, 10);
    await expect(first).rejects.toThrow('database gone');
    await expect(second).resolves.toEqual({ ids: [1], total: 1 });
    await expect(third).resolves.toEqual({ ids: [1], total: 1 });
    expect(statements).toHaveLength(3);
    await expect(index.search(query(['grants']), 0, 10)).resolves.toEqual({ ids: [1], total: 1 });
  });
});
