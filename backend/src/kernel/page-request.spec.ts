import { rowsByCursor } from './page-request';

describe('rowsByCursor', () => {
  /** Batches of `size` rows of `rows`, each naming the next by its first index (a stand-in for a keyset cursor). */
  const batches = (rows: number[], reads: Array<string | undefined>) => async (cursor: string | undefined, size: number) => {
    reads.push(cursor);
    const start = Number(cursor ?? 0);
    const next = start + size < rows.length ? String(start + size) : null;
    return { rows: rows.slice(start, start + size), nextCursor: next };
  };

  it('reads batch after batch from the last cursor, yielding each batch before reading the next', async () => {
    const reads: Array<string | undefined> = [];
    const rows = Array.from({ length: 7 }, (_, i) => i);
    const seen: number[] = [];
    for await (const row of rowsByCursor(batches(rows, reads), 3)) {
      seen.push(row);
      // The first row is handed on before the second batch is read: an export starts before the list ends.
      if (row === 0) expect(reads).toEqual([undefined]);
    }
    expect(seen).toEqual(rows);
    expect(reads).toEqual([undefined, '3', '6']);
  });

  it('stops when a batch names no next one, even a full batch', async () => {
    const reads: Array<string | undefined> = [];
    const all: number[] = [];
    for await (const row of rowsByCursor(batches([1, 2], reads), 2)) all.push(row);
    expect(all).toEqual([1, 2]);
    expect(reads).toEqual([undefined]);
  });
});
