import { csvHref, toPage } from './paging';

describe('toPage', () => {
  it('reads a bare list, { data }, { submissions } and the paged envelope alike', () => {
    expect(toPage([{ id: 1 }])).toMatchObject({ items: [{ id: 1 }], total: 1, page: 1 });
    expect(toPage({ data: [{ id: 2 }] }).items).toEqual([{ id: 2 }]);
    expect(toPage({ submissions: [{ id: 3 }], total: 40, page: 2, pageSize: 20 })).toEqual({
      items: [{ id: 3 }],
      total: 40,
      page: 2,
      pageSize: 20,
    });
  });

  it('keeps the cursors of a cursor-paged list, and that a page reached by cursor has no number', () => {
    expect(toPage({ data: [], total: 9, page: null, pageSize: 3, nextCursor: 'b2xkZXI', previousCursor: null }).cursors).toEqual({ next: 'b2xkZXI', previous: null, page: null });
    expect(toPage({ data: [], total: 9, page: 1, pageSize: 3, nextCursor: null, previousCursor: null }).cursors).toEqual({ next: null, previous: null, page: 1 });
    expect(toPage({ data: [], total: 9, page: 1, pageSize: 3 }).cursors).toBeUndefined();
  });

  it('says when the total is only a lower bound (a capped count)', () => {
    expect(toPage({ data: [], total: 10000, totalCapped: true, page: 1, pageSize: 3, nextCursor: 'b2xkZXI', previousCursor: null }).cursors).toEqual({ next: 'b2xkZXI', previous: null, page: 1, totalCapped: true });
  });

  it('answers an empty page for a body without a list', () => {
    expect(toPage(null)).toMatchObject({ items: [], total: 0 });
  });
});

describe('csvHref', () => {
  it('keeps the filters, drops paging and asks for CSV', () => {
    expect(csvHref('/api/admin/audit-log', { action: 'password_reset', page: 3, pageSize: 20, actor: '', cursor: 'b2xkZXI' })).toBe(
      '/api/admin/audit-log?action=password_reset&format=csv',
    );
  });
});
