import { signInAsAdmin } from '../support/fixtures';
import { insertCharity, insertConsultant } from '../support/seeding';
import { createTestApp, TestApp } from '../support/test-app';
import { parseCsv } from './admin-support';

const LIST = '/api/admin/signed-terms';
const PAGE_SIZE = 4;

/** Issue 22: signed terms (a bare array) page by cursor in every sort, each row once forward and back; CSV complete. */
describe('admin: signed terms by cursor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' });
    await signInAsAdmin(t);
    // Members of every role, so the role sort walks all three (MariaDB orders an ENUM by its declaration, not its text).
    for (const name of ['Zoe Quinn', 'Abe Ray']) {
      await insertCharity(t, { user: { name } });
      await insertConsultant(t, { user: { name } });
    }
    const users: Array<{ id: number }> = await t.dataSource.query('SELECT id FROM users ORDER BY id');
    // Several acceptances per member (one per terms version), some at the same instant: ties fall to the id.
    for (const [index, user] of users.entries()) {
      for (const version of ['1.0', '1.1', '2.0', '1.0', '1.1', '2.0', '3.0', '1.0', '2.0', '3.1', '1.1']) {
        await t.dataSource.query('INSERT INTO terms_acceptance (userId, termsVersion, acceptedAt) VALUES (?, ?, ?)', [user.id, version, `2026-01-0${1 + (index % 3)} 10:00:00.000`]);
      }
    }
  });
  afterAll(() => t.close());

  const idsOf = (rows: Array<{ id: number | string }>) => rows.map((row) => Number(row.id));

  async function walk(admin: Awaited<ReturnType<typeof signInAsAdmin>>, query: Record<string, string>) {
    const pages = [await admin.get(LIST).query({ ...query, pageSize: PAGE_SIZE }).expect(200)];
    while (pages[pages.length - 1].headers['x-next-cursor']) pages.push(await admin.get(LIST).query({ ...query, pageSize: PAGE_SIZE, cursor: pages[pages.length - 1].headers['x-next-cursor'] }).expect(200));
    const forward = pages.flatMap((page) => idsOf(page.body));
    const back: number[][] = [];
    for (let page = pages[pages.length - 1]; ; ) {
      back.unshift(idsOf(page.body));
      if (!page.headers['x-previous-cursor']) break;
      page = await admin.get(LIST).query({ ...query, pageSize: PAGE_SIZE, cursor: page.headers['x-previous-cursor'] }).expect(200);
    }
    return { forward, back: back.flat() };
  }

  const ORDERS: Array<[Record<string, string>, string]> = [
    [{}, 'ta.id DESC'],
    [{ sort: 'termsAcceptedAt', order: 'asc' }, 'ta.acceptedAt ASC, ta.id ASC'],
    [{ sort: 'termsAcceptedAt', order: 'desc' }, 'ta.acceptedAt DESC, ta.id DESC'],
    [{ sort: 'termsVersion', order: 'desc' }, 'ta.termsVersion DESC, ta.id DESC'],
    [{ sort: 'name', order: 'asc' }, 'u.name ASC, ta.id ASC'],
    [{ sort: 'role', order: 'desc' }, 'u.role DESC, ta.id DESC'],
    [{ sort: 'role', order: 'asc' }, 'u.role ASC, ta.id ASC'],
    [{ sort: 'name', order: 'desc' }, 'u.name DESC, ta.id DESC'],
  ];

  it.each(ORDERS)('%j visits every row once, forward and back, in the original order', async (query, orderBy) => {
    const admin = await signInAsAdmin(t);
    const expected = idsOf(await t.dataSource.query(`SELECT ta.id FROM terms_acceptance ta INNER JOIN users u ON u.id = ta.userId ORDER BY ${orderBy}`));
    const { forward, back } = await walk(admin, query);
    expect(expected.length).toBeGreaterThan(2 * PAGE_SIZE);
    expect(forward).toEqual(expected);
    expect(back).toEqual(expected);
    const second = await admin.get(LIST).query({ ...query, page: 2, pageSize: PAGE_SIZE }).expect(200);
    expect(idsOf(second.body)).toEqual(expected.slice(PAGE_SIZE, 2 * PAGE_SIZE));
    expect(second.headers).toMatchObject({ 'x-page': '2', 'x-total-count': String(expected.length) });
    const csv = parseCsv((await admin.get(LIST).query({ ...query, format: 'csv' }).expect(200)).text);
    expect(csv[0]).toEqual(['Id', 'Name', 'Email', 'Username', 'Role', 'Terms version', 'Accepted at', 'IP address', 'User agent']);
    expect(csv.slice(1).filter((cells) => cells.length > 1).map((cells) => Number(cells[0]))).toEqual(expected);
  });

  it('follows a member renamed or given another role (the database keeps the sort keys on every acceptance)', async () => {
    const admin = await signInAsAdmin(t);
    const [member] = await t.dataSource.query("SELECT id FROM users WHERE role = 'consultant' ORDER BY id LIMIT 1");
    await t.dataSource.query("UPDATE users SET name = 'aaron first', role = 'charity' WHERE id = ?", [member.id]);
    for (const [query, orderBy] of ORDERS.filter(([query]) => query.sort === 'name' || query.sort === 'role')) {
      const expected = idsOf(await t.dataSource.query(`SELECT ta.id FROM terms_acceptance ta INNER JOIN users u ON u.id = ta.userId ORDER BY ${orderBy}`));
      expect((await walk(admin, query)).forward).toEqual(expected);
    }
    const copies = await t.dataSource.query('SELECT DISTINCT accountName, accountRole FROM terms_acceptance WHERE userId = ?', [member.id]);
    expect(copies).toEqual([{ accountName: 'aaron first', accountRole: 'charity' }]);
  });

  it('refuses a cursor of another sort, a tampered cursor and a page with a cursor (400, not 500)', async () => {
    const admin = await signInAsAdmin(t);
    const first = await admin.get(LIST).query({ pageSize: PAGE_SIZE }).expect(200);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));
    expect(first.headers['x-previous-cursor']).toBeUndefined();
    await admin.get(LIST).query({ sort: 'name', order: 'asc', cursor }).expect(400);
    await admin.get(LIST).query({ cursor: Buffer.from('["default","a","x"]').toString('base64url') }).expect(400);
    await admin.get(LIST).query({ cursor: 'not-json' }).expect(400);
    await admin.get(LIST).query({ cursor, page: 2 }).expect(400);
  });
});
