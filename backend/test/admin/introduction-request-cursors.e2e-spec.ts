import { LIST_CURSOR_MESSAGES } from '../../src/contracts';
import { signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { parseCsv } from './admin-support';

const LIST = '/api/admin/introduction-requests';
const ROWS = 37;
const PAGE_SIZE = 5;

type Agent = Awaited<ReturnType<typeof signInAsAdmin>>;
type Page = { data: Array<{ id: number }>; total: number; page: number | null; nextCursor: string | null; previousCursor: string | null; totalCapped?: boolean };
const idsOf = (rows: Array<{ id: number | string }>) => rows.map((row) => Number(row.id));
const instant = (second: number) => new Date(Date.UTC(2026, 0, 1) + second * 1000).toISOString().replace('T', ' ').replace('Z', '');

/**
 * Issue 22: the introduction requests read by cursor in every sort, `statusChangedAt` included, where requests
 * never moved (NULL) sort first ascending and last descending; filters keep applying; the CSV is complete.
 */
describe('admin: introduction requests by cursor', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' });
    admin = await signInAsAdmin(t);
    // Moved and never-moved requests interleaved, statusChangedAt repeating so ties fall to the id.
    for (let i = 1; i <= ROWS; i += 1) {
      const moved = i % 3 !== 0;
      const status = moved ? (i % 2 ? 'contacted' : 'declined') : 'pending';
      const changed = moved ? `'${instant(1000 + (i % 7))}'` : 'NULL';
      await t.dataSource.query(
        `INSERT INTO introduction_requests (charityName, contactName, email, projectDescription, expertiseNeeded, timeline, status, statusChangedAt, statusSortAt, createdAt)
         VALUES ('Charity ${String(i % 11).padStart(2, '0')}', 'Sam', 'sam${i}@charity.example', 'Plan', 'fundraising', 'soon', '${status}', ${changed}, ${moved ? changed : "'1970-01-01 00:00:00.000'"}, '${instant(i % 13)}')`,
      );
    }
  });
  afterAll(() => t.close());

  /** Every page from the first by nextCursor, and back again by previousCursor. */
  async function walk(query: Record<string, string>): Promise<{ forward: number[]; backward: number[]; pages: Page[] }> {
    const pages: Page[] = [(await admin.get(LIST).query({ ...query, pageSize: PAGE_SIZE }).expect(200)).body];
    while (pages[pages.length - 1].nextCursor) pages.push((await admin.get(LIST).query({ ...query, pageSize: PAGE_SIZE, cursor: pages[pages.length - 1].nextCursor }).expect(200)).body);
    const backward: number[][] = [idsOf(pages[pages.length - 1].data)];
    for (let page = pages[pages.length - 1]; page.previousCursor; ) {
      page = (await admin.get(LIST).query({ ...query, pageSize: PAGE_SIZE, cursor: page.previousCursor }).expect(200)).body;
      backward.unshift(idsOf(page.data));
    }
    return { forward: pages.flatMap((page) => idsOf(page.data)), backward: backward.flat(), pages };
  }

  const order = async (orderBy: string, where = '1 = 1') => idsOf(await t.dataSource.query(`SELECT id FROM introduction_requests WHERE ${where} ORDER BY ${orderBy}`));

  it.each([
    ['statusChangedAt', 'desc', '(statusChangedAt IS NULL) ASC, statusChangedAt DESC, id DESC'],
    ['statusChangedAt', 'asc', '(statusChangedAt IS NULL) DESC, statusChangedAt ASC, id ASC'],
    ['createdAt', 'desc', 'createdAt DESC, id DESC'],
    ['charityName', 'asc', 'charityName ASC, id ASC'],
    ['status', 'desc', 'status DESC, createdAt DESC, id DESC'],
  ])('pages by %s %s across NULL statusChangedAt rows, forward and back, in the order of the column', async (sort, direction, orderBy) => {
    const expected = await order(orderBy);
    const { forward, backward, pages } = await walk({ sort, order: direction });
    expect(forward).toEqual(expected);
    expect(backward).toEqual(expected);
    expect(pages.slice(1).every((page) => page.page === null && page.total === ROWS)).toBe(true);
    // A page by number is the same rows as the cursor reached.
    const third = (await admin.get(LIST).query({ sort, order: direction, page: 3, pageSize: PAGE_SIZE }).expect(200)).body as Page;
    expect(idsOf(third.data)).toEqual(expected.slice(2 * PAGE_SIZE, 3 * PAGE_SIZE));
  });

  it('keeps the status filter and the sort across cursor pages, its total counted exactly below the cap', async () => {
    const expected = await order('(statusChangedAt IS NULL) ASC, statusChangedAt DESC, id DESC', "status = 'contacted'");
    const { forward, pages } = await walk({ status: 'contacted', sort: 'statusChangedAt', order: 'desc' });
    expect(forward).toEqual(expected);
    expect(pages[0]).toMatchObject({ total: expected.length, page: 1 });
    expect(pages[0].totalCapped).toBeUndefined();
    expect((await walk({ status: 'pending' })).forward).toEqual(await order('createdAt DESC, id DESC', "status = 'pending'"));
  });

  it('refuses a cursor of another sort, a cursor with a page number, and a malformed cursor with a 400', async () => {
    const first = (await admin.get(LIST).query({ pageSize: PAGE_SIZE }).expect(200)).body as Page;
    const otherSort = await admin.get(LIST).query({ sort: 'charityName', cursor: first.nextCursor }).expect(400);
    expect(otherSort.body.errors).toEqual({ cursor: LIST_CURSOR_MESSAGES.cursorOtherSort });
    await admin.get(LIST).query({ page: 2, cursor: first.nextCursor }).expect(400);
    await admin.get(LIST).query({ cursor: 'not*a*cursor' }).expect(400);
    await admin.get(LIST).query({ cursor: Buffer.from('["default","a","x",1]').toString('base64url') }).expect(400);
  });

  it('a move keeps the sort key: a moved request comes first by statusChangedAt descending', async () => {
    const [pending] = await order('id ASC', "status = 'pending'");
    await admin.patch(`${LIST}/${pending}`).send({ status: 'contacted' }).expect(200);
    const first = (await admin.get(LIST).query({ sort: 'statusChangedAt', order: 'desc', pageSize: PAGE_SIZE }).expect(200)).body as Page;
    expect(idsOf(first.data)[0]).toBe(pending);
    expect((await walk({ sort: 'statusChangedAt', order: 'desc' })).forward).toEqual(await order('(statusChangedAt IS NULL) ASC, statusChangedAt DESC, id DESC'));
  });

  it('exports every request in the asked order, read in keyset batches', async () => {
    const csv = await admin.get(LIST).query({ format: 'csv', sort: 'statusChangedAt', order: 'asc' }).expect(200);
    const [, ...rows] = parseCsv(csv.text);
    expect(rows.map((row) => Number(row[0]))).toEqual(await order('(statusChangedAt IS NULL) DESC, statusChangedAt ASC, id ASC'));
  });
});
