import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

import { LIST_CURSOR_MESSAGES, PAGE_NUMBER_MAX_DEPTH } from '../contracts';
import { AppendOnlyTotals, nearerEnd } from './append-only-totals';

/** A stand-in for a filtered query over a table of ids: it answers COUNT (and MAX) over the ids past a bound. */
function table(ids: number[]) {
  const statements: string[] = [];
  const query = () => {
    let past: number | undefined;
    const builder = {
      select: () => builder,
      addSelect: () => builder,
      andWhere: (_sql: string, { settledUpToId }: { settledUpToId: number }) => ((past = settledUpToId), builder),
      getRawOne: async () => {
        statements.push(past === undefined ? 'full count' : `count past ${past}`);
        const counted = past === undefined ? ids : ids.filter((id) => id > (past as number));
        return { n: String(counted.length), maxId: Math.max(0, ...ids) };
      },
    };
    return builder as unknown as SelectQueryBuilder<ObjectLiteral>;
  };
  return { ids, statements, query };
}

describe('AppendOnlyTotals (issue 22: admin list totals without counting every row each time)', () => {
  it('counts in full once, then only the rows past the settled id, and stays exact', async () => {
    let now = 0;
    const totals = new AppendOnlyTotals(() => now, 60_000);
    const audit = table([1, 2, 3]);
    expect(await totals.total('all', audit.query(), 'audit.id', 'audit_log')).toBe(3);
    audit.ids.push(4, 5);
    expect(await totals.total('all', audit.query(), 'audit.id', 'audit_log')).toBe(5);
    audit.ids.push(6);
    expect(await totals.total('all', audit.query(), 'audit.id', 'audit_log')).toBe(6);
    // Each count settles what it counted: the next one starts past the newest id.
    expect(audit.statements).toEqual(['full count', 'count past 3', 'count past 5']);
    now = 60_000; // refreshed: a row committed late under an older id is picked up then
    audit.ids.push(0);
    expect(await totals.total('all', audit.query(), 'audit.id', 'audit_log')).toBe(7);
    expect(audit.statements.at(-1)).toBe('full count');
  });

  it('keeps each filter apart', async () => {
    const totals = new AppendOnlyTotals(() => 0);
    expect(await totals.total('{"action":"a"}', table([1, 2]).query(), 'audit.id', 'audit_log')).toBe(2);
    expect(await totals.total('{"action":"b"}', table([7]).query(), 'audit.id', 'audit_log')).toBe(1);
  });
});

describe('nearerEnd', () => {
  it('reads pages past the middle from the other end, the same rows', () => {
    const list = Array.from({ length: 103 }, (_, i) => i);
    for (const offset of [0, 50, 51, 100, 102, 103, 150]) {
      const window = nearerEnd(offset, 10, list.length);
      const read = window.reversed ? [...list].reverse().slice(window.offset, window.offset + window.limit).reverse() : list.slice(window.offset, window.offset + window.limit);
      expect(read).toEqual(list.slice(offset, offset + 10));
    }
    expect(nearerEnd(100, 10, 103)).toEqual({ offset: 0, limit: 3, reversed: true });
  });
});

describe('nearerEnd at depth (issue 22: pages by number bounded)', () => {
  it('answers pages up to PAGE_NUMBER_MAX_DEPTH rows from either end, and a 400 naming the page deeper than that', () => {
    const total = 2 * PAGE_NUMBER_MAX_DEPTH + 1000;
    expect(nearerEnd(PAGE_NUMBER_MAX_DEPTH, 50, total)).toEqual({ offset: PAGE_NUMBER_MAX_DEPTH, limit: 50, reversed: false });
    expect(nearerEnd(total - 50, 50, total)).toEqual({ offset: 0, limit: 50, reversed: true });
    expect(nearerEnd(total - PAGE_NUMBER_MAX_DEPTH - 50, 50, total)).toEqual({ offset: PAGE_NUMBER_MAX_DEPTH, limit: 50, reversed: true });
    expect(nearerEnd(total + 500, 50, total)).toEqual({ offset: 0, limit: 0, reversed: true });
    for (const offset of [PAGE_NUMBER_MAX_DEPTH + 50, total / 2, total - PAGE_NUMBER_MAX_DEPTH - 100]) {
      expect(() => nearerEnd(offset, 50, total)).toThrow(expect.objectContaining({ message: LIST_CURSOR_MESSAGES.pageTooDeep, fieldErrors: { page: LIST_CURSOR_MESSAGES.pageTooDeep } }));
    }
  });
});
