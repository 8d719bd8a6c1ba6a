import { rowsPageByPage } from './page-request';

describe('rowsPageByPage', () => {
  it('reads every page in turn until a short one, yielding each page before reading the next', async () => {
    const reads: number[] = [];
    const rows = Array.from({ length: 7 }, (_, i) => i);
    const seen: number[] = [];
    for await (const row of rowsPageByPage(async (page, size) => {
      reads.push(page);
      return rows.slice((page - 1) * size, page * size);
    }, 3)) {
      seen.push(row);
      // The first row is handed on before the second page is read: an export starts before the list ends.
      if (row === 0) expect(reads).toEqual([1]);
    }
    expect(seen).toEqual(rows);
    expect(reads).toEqual([1, 2, 3]);
  });

  it('stops after a full page followed by an empty one', async () => {
    const pages: number[] = [];
    const all: number[] = [];
    for await (const row of rowsPageByPage(async (page) => (pages.push(page), page === 1 ? [1, 2] : []), 2)) all.push(row);
    expect(all).toEqual([1, 2]);
    expect(pages).toEqual([1, 2]);
  });
});
