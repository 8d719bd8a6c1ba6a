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

  it('answers an empty page for a body without a list', () => {
    expect(toPage(null)).toMatchObject({ items: [], total: 0 });
  });
});

describe('csvHref', () => {
  it('keeps the filters, drops paging and asks for CSV', () => {
    expect(csvHref('/api/admin/audit-log', { action: 'password_reset', page: 3, pageSize: 20, actor: '' })).toBe(
      '/api/admin/audit-log?action=password_reset&format=csv',
    );
  });
});
