import { AdminSortKey, MEMBERSHIP_TIERS } from '../../src/contracts';
import { CharityEntity } from '../../src/modules/charities/infrastructure/charity.entity';
import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { parseCsv } from './admin-support';

/**
 * Issue 22 "No growth cliffs": the admins' charities and registered consultants lists read a page's ids from its sort's index and a page past
 * the middle from the other end. Whatever the page, the rows, their order and the total are those of a plain
 * ORDER BY over the same charities (ties of the users' columns on the user's id, of the charities' on the charity's).
 */
describe('admin: charities and registered consultants paged through the sort index', () => {
  let t: TestApp;
  const COUNT = 23;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' });
    const users = t.dataSource.getRepository(UserEntity);
    const charities = t.dataSource.getRepository(CharityEntity);
    const base = Date.UTC(2026, 0, 1);
    for (let i = 0; i < COUNT; i++) {
      // Ties on purpose: three charities per registration second, per sign-in second, per organisation name; nulls too.
      const { identifiers } = await users.insert({
        username: `paging${i}`,
        password: 'x',
        email: `paging${i}@example.org`,
        emailNormalized: `paging${i}@example.org`,
        name: `Contact ${String.fromCharCode(90 - (i % 7))}`,
        role: 'charity',
        organisation: i % 5 === 0 ? null : `Org ${Math.floor(i / 3)}${i % 4 === 0 ? ' Trust' : ''}`,
      });
      const userId = Number(identifiers[0].id);
      await users.update({ id: userId }, { createdAt: new Date(base - Math.floor((i * 7) % 11) * 60_000), lastLoginAt: i % 4 === 1 ? null : new Date(base + ((i * 5) % 6) * 1000) });
      await charities.insert({
        userId,
        foundingYear: 2000,
        membershipTier: MEMBERSHIP_TIERS[i % MEMBERSHIP_TIERS.length],
        membershipActive: i % 3 === 0,
        membershipExpiry: i % 2 ? null : `2027-0${1 + (i % 4)}-15`,
      });
    }
    for (let i = 0; i < COUNT; i++) {
      const { identifiers } = await users.insert({
        username: `roster${(i * 5) % COUNT}`,
        password: 'x',
        email: `roster${(i * 7) % COUNT}@example.org`,
        emailNormalized: `roster${(i * 7) % COUNT}@example.org`,
        name: `Adviser ${String.fromCharCode(65 + (i % 6))}`,
        // One dual-role owner: an admin account with a consultant profile belongs on the registered consultants' list.
        role: i === 4 ? 'admin' : 'consultant',
        isConsultant: i === 4,
        organisation: i % 4 === 0 ? null : `Firm ${i % 5}`,
      });
      const userId = Number(identifiers[0].id);
      await users.update({ id: userId }, { createdAt: new Date(base - ((i * 3) % 8) * 60_000) });
      await t.dataSource.getRepository(ConsultantEntity).insert({ userId, expertise: ['Finance'], isApproved: i % 3 !== 0 });
    }
  }, 60_000);
  afterAll(() => t.close());

  const COLUMNS: Record<AdminSortKey<'adminCharities'>, [string, string]> = {
    registeredAt: ['u.createdAt', 'u.id'],
    organisation: ['u.organisation', 'u.id'],
    membershipTier: ['c.membershipTier', 'c.id'],
    membershipExpiry: ['c.membershipExpiry', 'c.id'],
    lastSignInAt: ['u.lastLoginAt', 'u.id'],
  };

  /** The plain ORDER BY: every matching row, whole rows, no paging. */
  async function plain(where: string, parameters: unknown[], order: string, table = 'charities'): Promise<number[]> {
    const rows: Array<{ id: number | string }> = await t.dataSource.query(`SELECT c.id FROM ${table} c INNER JOIN users u ON u.id = c.userId${where} ORDER BY ${order}`, parameters);
    return rows.map((row) => Number(row.id));
  }

  /** Every page of the list, in turn, by number (pages past the middle are read from the far end). */
  async function everyPage(admin: Awaited<ReturnType<typeof signInAsAdmin>>, query: string, pageSize: number, path = '/api/admin/charities'): Promise<{ ids: number[]; totals: number[] }> {
    const ids: number[] = [];
    const totals: number[] = [];
    for (let page = 1; ; page++) {
      const body = (await admin.get(`${path}?${query}&pageSize=${pageSize}&page=${page}`).expect(200)).body as { data: Array<{ id: number }>; total: number };
      totals.push(body.total);
      if (!body.data.length) return { ids, totals };
      ids.push(...body.data.map((row) => row.id));
    }
  }

  it('gives, for every sort both ways, the rows and total of a plain ORDER BY, page by page', async () => {
    const admin = await signInAsAdmin(t);
    for (const [key, [column, id]] of Object.entries(COLUMNS)) {
      for (const order of ['asc', 'desc'] as const) {
        const direction = order.toUpperCase();
        const expected = await plain('', [], `${column} ${direction}, ${id} ${direction}`);
        expect(expected).toHaveLength(COUNT);
        const { ids, totals } = await everyPage(admin, `sort=${key}&order=${order}`, 4);
        expect({ key, order, ids }).toEqual({ key, order, ids: expected });
        expect(new Set(totals)).toEqual(new Set([COUNT]));
      }
    }
    // No sort: registered newest first, as before.
    expect((await everyPage(admin, '', 5)).ids).toEqual(await plain('', [], 'u.createdAt DESC, u.id DESC'));
  });

  it('keeps the filters on every page, with their totals', async () => {
    const admin = await signInAsAdmin(t);
    const cases: Array<[string, string, unknown[]]> = [
      ['tier=large', ' WHERE c.membershipTier = ?', ['large']],
      ['membership=active', ' WHERE c.membershipActive = ?', [1]],
      ['membership=inactive&tier=medium', ' WHERE c.membershipActive = ? AND c.membershipTier = ?', [0, 'medium']],
      ['search=trust', " WHERE u.organisation LIKE '%Trust%'", []],
      ['search=contact%20z', " WHERE u.name LIKE '%Contact Z%'", []],
    ];
    for (const [query, where, parameters] of cases) {
      for (const [key, [column, id]] of Object.entries(COLUMNS)) {
        const expected = await plain(where, parameters, `${column} DESC, ${id} DESC`);
        expect(expected.length).toBeGreaterThan(0);
        const { ids, totals } = await everyPage(admin, `${query}&sort=${key}&order=desc`, 2);
        expect({ query, key, ids }).toEqual({ query, key, ids: expected });
        expect(new Set(totals)).toEqual(new Set([expected.length]));
      }
    }
  });

  /** Every page by cursor from the first page: forward by nextCursor, then back by previousCursor from the last. */
  async function byCursor(admin: Awaited<ReturnType<typeof signInAsAdmin>>, query: string, pageSize: number, path = '/api/admin/charities'): Promise<{ forward: number[]; back: number[] }> {
    type Page = { data: Array<{ id: number }>; nextCursor: string | null; previousCursor: string | null };
    const read = async (cursor?: string) => (await admin.get(`${path}?${query}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`).expect(200)).body as Page;
    const forward: number[] = [];
    let page = await read();
    forward.push(...page.data.map((row) => row.id));
    // Bounded: a cursor that does not move on fails the comparison instead of looping.
    for (let pages = 0; page.nextCursor && pages < COUNT; pages++) {
      page = await read(page.nextCursor);
      forward.push(...page.data.map((row) => row.id));
    }
    const back: number[] = page.data.map((row) => row.id);
    for (let pages = 0; page.previousCursor && pages < COUNT; pages++) {
      page = await read(page.previousCursor);
      back.unshift(...page.data.map((row) => row.id));
    }
    return { forward, back };
  }

  it('walks every sort both ways by cursor (forward and back), nulls and ties included, with and without a filter (issue 22)', async () => {
    const admin = await signInAsAdmin(t);
    const filters: Array<[string, string, unknown[]]> = [
      ['', '', []],
      ['tier=medium', ' WHERE c.membershipTier = ?', ['medium']],
      ['search=trust', " WHERE u.organisation LIKE '%Trust%'", []],
    ];
    for (const [query, where, parameters] of filters) {
      for (const [key, [column, id]] of Object.entries(COLUMNS)) {
        for (const order of ['asc', 'desc'] as const) {
          const direction = order.toUpperCase();
          const expected = await plain(where, parameters, `${column} ${direction}, ${id} ${direction}`);
          const { forward, back } = await byCursor(admin, `${query}&sort=${key}&order=${order}`, 3);
          expect({ query, key, order, forward, back }).toEqual({ query, key, order, forward: expected, back: expected });
        }
      }
    }
  });

  it('refuses a tampered cursor, another sort\'s cursor and a page number beside a cursor with a 400, never a 500', async () => {
    const admin = await signInAsAdmin(t);
    const { nextCursor } = (await admin.get('/api/admin/charities?sort=organisation&order=asc&pageSize=3').expect(200)).body as { nextCursor: string };
    await admin.get(`/api/admin/charities?sort=lastSignInAt&order=asc&cursor=${nextCursor}`).expect(400);
    await admin.get(`/api/admin/charities?sort=organisation&order=asc&cursor=${nextCursor}&page=2`).expect(400);
    const forged = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
    for (const cursor of ['x', forged(['organisation:asc', 'a', 5, 1]), forged(['membershipTier:asc', 'a', 'huge', 1]), forged(['membershipExpiry:desc', 'a', '2027-13-45', 1]), forged(['registeredAt:desc', 'a', null, 1])]) {
      await admin.get(`/api/admin/charities?cursor=${cursor}`).expect(400);
    }
  });

  it('exports every charity as a CSV in each sort\'s order, read by keyset batches', async () => {
    const admin = await signInAsAdmin(t);
    for (const [key, [column, id]] of Object.entries(COLUMNS)) {
      const csv = parseCsv((await admin.get(`/api/admin/charities?format=csv&sort=${key}&order=desc`).expect(200)).text);
      expect(csv.slice(1).map((row) => Number(row[0]))).toEqual(await plain('', [], `${column} DESC, ${id} DESC`));
    }
  });

  it('answers a page past the end with no rows and the total; the CSV has every row', async () => {
    const admin = await signInAsAdmin(t);
    const past = (await admin.get('/api/admin/charities?pageSize=10&page=4').expect(200)).body;
    expect(past).toMatchObject({ data: [], total: COUNT, page: 4 });
    const last = (await admin.get('/api/admin/charities?pageSize=10&page=3').expect(200)).body;
    expect(last.data).toHaveLength(COUNT - 20);
    const csv = await admin.get('/api/admin/charities?format=csv').expect(200);
    expect(parseCsv(csv.text)).toHaveLength(COUNT + 1);
  });

  it('gives the registered consultants, for every sort both ways, in the order and total of a plain ORDER BY', async () => {
    const admin = await signInAsAdmin(t);
    const sorts: Record<AdminSortKey<'registeredConsultants'>, [string, string]> = {
      createdAt: ['u.createdAt', 'c.id'],
      name: ['u.name', 'c.id'],
      email: ['u.email', 'c.id'],
      username: ['u.username', 'c.id'],
      organisation: ['u.organisation', 'c.id'],
      isApproved: ['c.isApproved', 'c.id'],
    };
    const all = await plain('', [], 'c.id DESC', 'consultants');
    expect(all.length).toBeGreaterThanOrEqual(COUNT);
    for (const [key, [column, id]] of Object.entries(sorts)) {
      for (const order of ['asc', 'desc'] as const) {
        const direction = order.toUpperCase();
        const { ids, totals } = await everyPage(admin, `sort=${key}&order=${order}`, 4, '/api/admin/registered-consultants');
        expect({ key, order, ids }).toEqual({ key, order, ids: await plain('', [], `${column} ${direction}, ${id} ${direction}`, 'consultants') });
        expect(new Set(totals)).toEqual(new Set([all.length]));
      }
    }
    expect((await everyPage(admin, '', 5, '/api/admin/registered-consultants')).ids).toEqual(all);
    // Issue 22: the same orders by cursor, forward and back, the dual-role owner included; the CSV in keyset batches.
    // The account's columns are read from the users table here: the profile's copies the list walks must agree.
    for (const [key, [column, id]] of Object.entries({ ...sorts, default: ['c.id', 'c.id'] })) {
      for (const order of ['asc', 'desc'] as const) {
        const direction = key === 'default' ? 'DESC' : order.toUpperCase();
        const expected = await plain('', [], `${column} ${direction}, ${id} ${direction}`, 'consultants');
        const query = key === 'default' ? '' : `sort=${key}&order=${order}`;
        const { forward, back } = await byCursor(admin, query, 3, '/api/admin/registered-consultants');
        expect({ key, order, forward, back }).toEqual({ key, order, forward: expected, back: expected });
        const csv = parseCsv((await admin.get(`/api/admin/registered-consultants?format=csv&${query}`).expect(200)).text);
        expect(csv.slice(1).map((row) => Number(row[0]))).toEqual(expected);
      }
    }
    const { nextCursor } = (await admin.get('/api/admin/registered-consultants?sort=createdAt&order=desc&pageSize=3').expect(200)).body as { nextCursor: string };
    await admin.get(`/api/admin/registered-consultants?sort=name&order=desc&cursor=${nextCursor}`).expect(400);
    await admin.get(`/api/admin/registered-consultants?cursor=${Buffer.from(JSON.stringify(['default', 'a', 'x', 1])).toString('base64url')}`).expect(400);
  });
});
