import { LIST_CURSOR_MESSAGES } from '../../src/contracts';
import { ReviewRepository } from '../../src/modules/reviews/infrastructure/review.repository';
import { signInAsAdmin } from '../support/fixtures';
import { insertCharity, insertConsultant, insertProject } from '../support/seeding';
import { createTestApp, TestApp } from '../support/test-app';
import { CursorPageSeen, expectCursorWalk, headerPageSeen, parseCsv, walkByCursor } from './admin-support';

type Agent = Awaited<ReturnType<typeof signInAsAdmin>>;
type Row = { id: number | string };
/** One page as each list answers it: the projects' bare array with its headers, the others' envelopes. */
type Page = CursorPageSeen;

const PROJECTS = 23;
const REQUESTS = 47;
const REVIEWS = 21;
const idsOf = (rows: Row[]) => rows.map((row) => Number(row.id));
const at = (second: number) => new Date(Date.UTC(2026, 0, 1) + second * 1000);
/** As TypeORM writes an instant on SQLite (with its milliseconds), which the cursors' bound instants compare with as text. */
const sqlInstant = (second: number) => at(second).toISOString().replace('T', ' ').replace('Z', '');
/** A status or kind's position in its declared order: the order MariaDB sorts its ENUMs in. */
const position = (column: string, values: string[]) => `CASE ${column} ${values.map((value, index) => `WHEN '${value}' THEN ${index}`).join(' ')} END`;
const PROJECT_STATUS = position('status', ['pending', 'matching', 'in_progress', 'completed', 'cancelled']);
const REQUEST_STATUS = position('status', ['pending', 'done', 'declined']);
const REQUEST_KIND = position('kind', ['activate', 'renew', 'change_tier']);

interface List {
  path: string;
  table: string;
  pageSize?: number;
  read: (response: { body: unknown; headers: Record<string, string> }) => Page;
  /** A sort of this list other than its default. */
  otherSort: string;
}

const enveloped =
  (key: 'items' | 'data') =>
  ({ body }: { body: unknown }): Page => {
    const page = body as Record<string, unknown> & { page: number | null; total: number; nextCursor: string | null; previousCursor: string | null };
    return { ids: idsOf(page[key] as Row[]), page: page.page, total: page.total, next: page.nextCursor, previous: page.previousCursor };
  };

const LISTS: Record<'projects' | 'requests' | 'reviews', List> = {
  projects: {
    path: '/api/projects',
    table: 'projects',
    pageSize: 5,
    otherSort: 'title',
    read: headerPageSeen,
  },
  // A fixed page size of 20.
  requests: { path: '/api/admin/membership-requests', table: 'membership_requests', otherSort: 'type', read: enveloped('items') },
  reviews: { path: '/api/admin/reviews', table: 'reviews', pageSize: 4, otherSort: 'score', read: enveloped('data') },
};

/**
 * Issue 22: the admins' projects, membership requests and reviews read by cursor in every sort, each through a
 * non-null key in an index: the projects' and requests' ENUM statuses through their ranks (the declared order),
 * open-first through openRank, the reviews' nullable publishedAt and computed score through their sort keys. The
 * expected orders are written from the original columns and expressions, so a key out of step with them fails.
 */
describe('admin: projects, membership requests and reviews by cursor', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' });
    admin = await signInAsAdmin(t);
    const charities = [await insertCharity(t, { user: { organisation: 'Alder Trust' } }), await insertCharity(t, { user: { organisation: 'Birch Trust' } })];
    const consultant = await insertConsultant(t);
    const statuses = ['pending', 'matching', 'in_progress', 'completed', 'cancelled'] as const;
    // Titles, statuses and instants repeat, so ties fall to the id.
    for (let i = 1; i <= PROJECTS; i += 1) {
      await insertProject(t, {
        charityId: charities[i % 2].charityId,
        consultantId: i % 3 ? consultant.consultantId : null,
        title: `Project ${String.fromCharCode(65 + (i % 6))}`,
        status: statuses[(i * 7) % 5],
        createdAt: at(i % 9),
      });
    }
    for (let i = 1; i <= REQUESTS; i += 1) {
      const status = ['pending', 'done', 'declined'][i % 3];
      const kind = ['activate', 'renew', 'change_tier'][i % 4 === 0 ? 2 : i % 2];
      await t.dataSource.query(
        `INSERT INTO membership_requests (charityId, kind, requestedTier, status, createdAt, openRank, statusRank, kindRank)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [charities[i % 2].charityId, kind, kind === 'change_tier' ? 'large' : null, status, sqlInstant(i % 11), status === 'pending' ? 1 : 0, ['pending', 'done', 'declined'].indexOf(status), ['activate', 'renew', 'change_tier'].indexOf(kind)],
      );
    }
    // Reviews through the repository, so its writes set the sort keys; some rounds revealed (published).
    const reviews = t.app.get(ReviewRepository);
    for (let i = 1; i <= REVIEWS; i += 1) {
      const projectId = Math.ceil(i / 2);
      const side = i % 2 ? 'charity' : 'consultant';
      await reviews.insert({
        projectId,
        side,
        authorUserId: null,
        charityId: charities[projectId % 2].charityId,
        consultantId: consultant.consultantId,
        expertise: side === 'charity' ? 1 + (i % 5) : null,
        communication: side === 'charity' ? 1 + (i % 3) : null,
        impact: side === 'charity' ? 2 : null,
        rating: side === 'charity' ? null : 1 + (i % 5),
        text: `Review ${i}`,
        anonymous: false,
        submittedAt: at(i % 7),
        publishedAt: i % 5 === 0 ? at(100 + i) : null,
      });
    }
    for (const projectId of [2, 3, 7]) {
      await t.dataSource.query('INSERT INTO review_rounds (projectId, charityId, consultantId, completedAt) VALUES (?, ?, ?, ?)', [
        projectId,
        charities[projectId % 2].charityId,
        consultant.consultantId,
        sqlInstant(200),
      ]);
      await reviews.reveal(projectId, at(300 + (projectId % 2)));
    }
  });
  afterAll(() => t.close());

  const get = (list: List, query: Record<string, string | number>) =>
    admin
      .get(list.path)
      .query({ ...query, ...(list.pageSize ? { pageSize: list.pageSize } : {}) })
      .expect(200);

  const walk = (list: List, query: Record<string, string>) => walkByCursor(async (asked) => list.read(await get(list, asked)), query);

  const order = async (table: string, orderBy: string, where = '1 = 1') => idsOf(await t.dataSource.query(`SELECT id FROM ${table} WHERE ${where} ORDER BY ${orderBy}`));

  it.each([
    ['projects', {}, 'createdAt DESC, id DESC'],
    ['projects', { sort: 'createdAt', order: 'asc' }, 'createdAt ASC, id ASC'],
    ['projects', { sort: 'title', order: 'asc' }, 'title ASC, id ASC'],
    ['projects', { sort: 'title', order: 'desc' }, 'title DESC, id DESC'],
    ['projects', { sort: 'status', order: 'asc' }, `${PROJECT_STATUS} ASC, createdAt ASC, id ASC`],
    ['projects', { sort: 'status', order: 'desc' }, `${PROJECT_STATUS} DESC, createdAt DESC, id DESC`],
    ['requests', {}, "CASE WHEN status = 'pending' THEN 0 ELSE 1 END, createdAt DESC, id DESC"],
    ['requests', { sort: 'createdAt', order: 'asc' }, 'createdAt ASC, id ASC'],
    ['requests', { sort: 'type', order: 'asc' }, `${REQUEST_KIND} ASC, id ASC`],
    ['requests', { sort: 'type', order: 'desc' }, `${REQUEST_KIND} DESC, id DESC`],
    ['requests', { sort: 'status', order: 'asc' }, `${REQUEST_STATUS} ASC, createdAt ASC, id ASC`],
    ['requests', { sort: 'status', order: 'desc' }, `${REQUEST_STATUS} DESC, createdAt DESC, id DESC`],
    ['reviews', {}, 'submittedAt DESC, id DESC'],
    ['reviews', { sort: 'submittedAt', order: 'asc' }, 'submittedAt ASC, id ASC'],
    ['reviews', { sort: 'publishedAt', order: 'desc' }, '(publishedAt IS NULL) ASC, publishedAt DESC, id DESC'],
    ['reviews', { sort: 'publishedAt', order: 'asc' }, '(publishedAt IS NULL) DESC, publishedAt ASC, id ASC'],
    ['reviews', { sort: 'score', order: 'desc' }, 'COALESCE(rating * 3, expertise + communication + impact) DESC, id DESC'],
    ['reviews', { sort: 'score', order: 'asc' }, 'COALESCE(rating * 3, expertise + communication + impact) ASC, id ASC'],
  ] as const)('%s %j: every row once, forward and back, in the order of the original columns', async (name, query, orderBy) => {
    const list = LISTS[name];
    await expectCursorWalk(async (asked) => list.read(await get(list, asked)), query, await order(list.table, orderBy));
  });

  it('keeps the filters across cursor pages, their totals counted exactly below the cap', async () => {
    const projects = await walk(LISTS.projects, { status: 'completed', sort: 'title', order: 'asc' });
    expect(projects.forward).toEqual(await order('projects', 'title ASC, id ASC', "status = 'completed'"));
    expect(projects.pages[0].total).toBe(projects.forward.length);
    const reviews = await walk(LISTS.reviews, { side: 'charity', state: 'pending' });
    expect(reviews.forward).toEqual(await order('reviews', 'submittedAt DESC, id DESC', "side = 'charity' AND publishedAt IS NULL"));
    expect(reviews.pages[0].total).toBe(reviews.forward.length);
    // The state is a rank written by the statements that publish and hide: a hidden review leaves 'published'.
    const published = await walk(LISTS.reviews, { state: 'published', sort: 'score', order: 'desc' });
    const [hidden] = published.forward;
    await admin.patch(`/api/admin/reviews/${hidden}`).send({ hidden: true, reason: 'It named a member of staff.' }).expect(200);
    expect((await walk(LISTS.reviews, { state: 'hidden', sort: 'score', order: 'desc' })).forward).toEqual([hidden]);
    const stillPublished = await walk(LISTS.reviews, { state: 'published', sort: 'score', order: 'desc' });
    expect(stillPublished.forward).toEqual(published.forward.slice(1));
    expect(stillPublished.forward).toEqual(await order('reviews', 'COALESCE(rating * 3, expertise + communication + impact) DESC, id DESC', 'publishedAt IS NOT NULL AND hiddenAt IS NULL'));
  });

  it.each(['projects', 'requests', 'reviews'] as const)('%s: a cursor of another sort, with a page number, or tampered is a 400, never a 500', async (name) => {
    const list = LISTS[name];
    const first = list.read(await get(list, {}));
    const otherSort = await admin.get(list.path).query({ sort: list.otherSort, cursor: first.next }).expect(400);
    expect(otherSort.body.errors).toEqual({ cursor: LIST_CURSOR_MESSAGES.cursorOtherSort });
    await admin.get(list.path).query({ page: 2, cursor: first.next }).expect(400);
    await admin.get(list.path).query({ cursor: 'not*a*cursor' }).expect(400);
    await admin.get(list.path).query({ cursor: Buffer.from('["default","a","x",1]').toString('base64url') }).expect(400);
    await admin.get(list.path).query({ cursor: Buffer.from('["default","a","2026-01-01T00:00:00.000Z",-1,1]').toString('base64url') }).expect(400);
  });

  it('exports every row of each list in the asked order, read in keyset batches', async () => {
    const csv = async (path: string, query: Record<string, string>) => parseCsv((await admin.get(path).query({ ...query, format: 'csv' }).expect(200)).text);
    const projects = await csv('/api/projects', { sort: 'status', order: 'desc' });
    expect(projects[0].slice(0, 2)).toEqual(['Id', 'Title']);
    expect(projects.slice(1).map((row) => Number(row[0]))).toEqual(await order('projects', `${PROJECT_STATUS} DESC, createdAt DESC, id DESC`));
    const requests = await csv('/api/admin/membership-requests', {});
    expect(requests.slice(1).map((row) => Number(row[0]))).toEqual(await order('membership_requests', "CASE WHEN status = 'pending' THEN 0 ELSE 1 END, createdAt DESC, id DESC"));
    const reviews = await csv('/api/admin/reviews', { sort: 'publishedAt', order: 'desc' });
    expect(reviews.slice(1).map((row) => Number(row[0]))).toEqual(await order('reviews', '(publishedAt IS NULL) ASC, publishedAt DESC, id DESC'));
  });
});
