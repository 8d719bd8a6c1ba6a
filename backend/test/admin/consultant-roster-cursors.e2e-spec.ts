import { LIST_CURSOR_MESSAGES } from '../../src/contracts';
import { signInAsAdmin } from '../support/fixtures';
import { insertCharity, insertConsultant, insertUser } from '../support/seeding';
import { createTestApp, TestApp } from '../support/test-app';
import { CursorPageSeen, expectCursorWalk, headerPageSeen, parseCsv, walkByCursor } from './admin-support';

type Agent = Awaited<ReturnType<typeof signInAsAdmin>>;
type Row = { id: number | string };
type Page = CursorPageSeen;

const CONSULTANTS = 26;
const idsOf = (rows: Row[]) => rows.map((row) => Number(row.id));
const at = (second: number) => new Date(Date.UTC(2026, 0, 1) + second * 1000);

interface List {
  path: string;
  read: (response: { body: unknown; headers: Record<string, string> }) => Page;
}

const enveloped = ({ body }: { body: unknown }): Page => {
  const page = body as { data: Row[]; page: number | null; total: number; nextCursor: string | null; previousCursor: string | null };
  return { ids: idsOf(page.data), page: page.page, total: page.total, next: page.nextCursor, previous: page.previousCursor };
};

const LISTS: Record<'registered' | 'applications' | 'preListed', List> = {
  registered: { path: '/api/admin/registered-consultants', read: enveloped },
  applications: { path: '/api/admin/consultant-applications', read: enveloped },
  // The spec's bare array, its paging and cursors in headers.
  preListed: {
    path: '/api/admin/pre-listed-consultants',
    read: headerPageSeen,
  },
};

/** What each list holds (a filter over the profile and its account), as SQL over the original columns. */
const WHERE = {
  registered: '1 = 1',
  applications: 'c.isApproved = 0 AND NOT EXISTS (SELECT 1 FROM consultant_application_reviews r WHERE r.consultantId = c.id)',
  preListed: 'c.isApproved = 1 AND (u.mustChangePassword = 1 OR u.hasAcceptedTerms = 0)',
} as const;

/**
 * Issue 22: the admins' lists of consultants (registered, applications, still onboarding) read by cursor in every
 * sort, through the consultants' indexes of the profile's copies of its account's columns (ties on the profile's
 * id), kept by the database on every write. Charity accounts and a dual-role owner (an admin with a consultant
 * profile) sit among the consultants' accounts: the first never listed, the second always.
 */
describe('admin: the lists of consultants by cursor', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' });
    admin = await signInAsAdmin(t);
    for (let i = 1; i <= CONSULTANTS; i += 1) {
      // Names, e-mails and instants repeat, so ties fall to the id; every third has no organisation.
      const user = { name: `Name ${String.fromCharCode(65 + (i % 5))}`, email: `c${i % 7}.${i}@example.org`, organisation: i % 3 ? `Org ${i % 4}` : null, createdAt: at(i % 6), mustChangePassword: i % 2 === 0, hasAcceptedTerms: i % 4 === 0 };
      await insertConsultant(t, { user, profile: { isApproved: i % 3 !== 1, yearsExperience: i % 8 } });
      if (i % 5 === 0) await insertCharity(t, { user: { name: `Name ${String.fromCharCode(65 + (i % 5))}`, createdAt: at(i % 6) } });
    }
    // A dual-role owner: an admin account with a consultant profile.
    const owner = await insertUser(t, { role: 'admin', isAdmin: true, isConsultant: true, name: 'Name C', createdAt: at(3) });
    await t.dataSource.query('INSERT INTO consultants (userId, expertise, yearsExperience, availability, isApproved, isFeatured, expertiseMask, searchDocument) VALUES (?, ?, 4, 1, 0, 0, 1, ?)', [owner.id, '["finance"]', 'name c']);
  });
  afterAll(() => t.close());

  const get = (list: List, query: Record<string, string | number>) => admin.get(list.path).query({ pageSize: 4, ...query }).expect(200);

  const walk = (list: List, query: Record<string, string>) => walkByCursor(async (asked) => list.read(await get(list, asked)), query);

  const order = async (name: keyof typeof WHERE, orderBy: string) =>
    idsOf(await t.dataSource.query(`SELECT c.id FROM consultants c INNER JOIN users u ON u.id = c.userId WHERE ${WHERE[name]} ORDER BY ${orderBy}`));

  it.each([
    ['registered', {}, 'c.id DESC'],
    ['registered', { sort: 'createdAt', order: 'desc' }, 'u.createdAt DESC, c.id DESC'],
    ['registered', { sort: 'name', order: 'asc' }, 'u.name ASC, c.id ASC'],
    ['registered', { sort: 'email', order: 'desc' }, 'u.email DESC, c.id DESC'],
    ['registered', { sort: 'username', order: 'asc' }, 'u.username ASC, c.id ASC'],
    // NULL organisations first ascending, last descending, on both engines.
    ['registered', { sort: 'organisation', order: 'asc' }, 'u.organisation ASC, c.id ASC'],
    ['registered', { sort: 'organisation', order: 'desc' }, 'u.organisation DESC, c.id DESC'],
    ['registered', { sort: 'isApproved', order: 'desc' }, 'c.isApproved DESC, c.id DESC'],
    ['applications', {}, 'c.id ASC'],
    ['applications', { sort: 'createdAt', order: 'asc' }, 'u.createdAt ASC, c.id ASC'],
    ['applications', { sort: 'name', order: 'desc' }, 'u.name DESC, c.id DESC'],
    ['applications', { sort: 'yearsExperience', order: 'asc' }, 'c.yearsExperience ASC, c.id ASC'],
    ['preListed', {}, 'c.id DESC'],
    ['preListed', { sort: 'name', order: 'asc' }, 'u.name ASC, c.id ASC'],
    ['preListed', { sort: 'email', order: 'asc' }, 'u.email ASC, c.id ASC'],
  ] as const)('%s %j: every row once, forward and back, in the order of the account\'s own columns', async (name, query, orderBy) => {
    const list = LISTS[name];
    await expectCursorWalk(async (asked) => list.read(await get(list, asked)), query, await order(name, orderBy));
  });

  it('lists the dual-role owner among the registered consultants in an account sort', async () => {
    const [owner] = await t.dataSource.query("SELECT c.id FROM consultants c INNER JOIN users u ON u.id = c.userId WHERE u.role = 'admin'");
    expect((await walk(LISTS.registered, { sort: 'name', order: 'asc' })).forward).toContain(Number(owner.id));
  });

  it('follows every write to an account, a profile or a review, whichever path writes (the database keeps the sort keys)', async () => {
    const lists = async () => ({
      applications: (await walk(LISTS.applications, {})).forward,
      preListed: (await walk(LISTS.preListed, {})).forward,
      byName: (await walk(LISTS.registered, { sort: 'name', order: 'asc' })).forward,
    });
    const expected = async () => ({
      applications: await order('applications', 'c.id ASC'),
      preListed: await order('preListed', 'c.id DESC'),
      byName: await order('registered', 'u.name ASC, c.id ASC'),
    });
    const [application] = await t.dataSource.query(`SELECT c.id, c.userId FROM consultants c WHERE ${WHERE.applications} ORDER BY c.id LIMIT 1`);
    const [onboarding] = await t.dataSource.query(`SELECT c.id, c.userId FROM consultants c INNER JOIN users u ON u.id = c.userId WHERE ${WHERE.preListed} ORDER BY c.id LIMIT 1`);
    // Renamed (a change of letter case included), moved off and back onto the onboarding list, by plain SQL.
    await t.dataSource.query("UPDATE users SET name = 'name a' WHERE id = ?", [application.userId]);
    await t.dataSource.query("UPDATE users SET name = 'Aaron First' WHERE id = ?", [onboarding.userId]);
    await t.dataSource.query('UPDATE users SET mustChangePassword = 0, hasAcceptedTerms = 1 WHERE id = ?', [onboarding.userId]);
    expect(await lists()).toEqual(await expected());
    expect((await lists()).preListed).not.toContain(Number(onboarding.id));
    const [copy] = await t.dataSource.query('SELECT accountName FROM consultants WHERE id = ?', [application.id]);
    expect(copy.accountName).toBe('name a');
    await t.dataSource.query('UPDATE users SET hasAcceptedTerms = 0 WHERE id = ?', [onboarding.userId]);
    // An application reviewed (rejected, by the API) leaves the queue; approved (by the API), it is onboarding.
    await admin.post(`/api/admin/consultant-applications/${application.id}/reject`).send({ reason: 'Not now' }).expect(200);
    expect((await lists()).applications).not.toContain(Number(application.id));
    expect(await lists()).toEqual(await expected());
    const [next] = await t.dataSource.query(`SELECT c.id FROM consultants c WHERE ${WHERE.applications} ORDER BY c.id LIMIT 1`);
    await admin.post(`/api/admin/consultant-applications/${next.id}/approve`).expect(200);
    expect(await lists()).toEqual(await expected());
    // A review removed puts an unapproved application back on the queue.
    await t.dataSource.query('DELETE FROM consultant_application_reviews WHERE consultantId = ?', [application.id]);
    expect((await lists()).applications).toContain(Number(application.id));
    expect(await lists()).toEqual(await expected());
  });

  it('walks the credentials grid (approved consultants, newest first) by cursor, each once, and refuses a page number beside a cursor', async () => {
    const credentials = ({ body }: { body: unknown }): Page => {
      const page = body as { credentials: Array<{ consultantId: number }>; page: number | null; total: number; nextCursor: string | null; previousCursor: string | null };
      return { ids: page.credentials.map((row) => row.consultantId), page: page.page, total: page.total, next: page.nextCursor, previous: page.previousCursor };
    };
    const grid = (query: Record<string, string | number>) => admin.get('/api/admin/consultant-credentials').query({ pageSize: 4, ...query }).expect(200);
    const approved = idsOf(await t.dataSource.query('SELECT c.id FROM consultants c WHERE c.isApproved = 1 ORDER BY c.id DESC'));
    await expectCursorWalk(async (asked) => credentials(await grid(asked)), {}, approved);
    const first = credentials(await grid({}));
    await admin.get('/api/admin/consultant-credentials').query({ page: 2, cursor: first.next }).expect(400);
  });

  it.each(['registered', 'applications', 'preListed'] as const)('%s: a cursor of another sort, with a page number, or tampered is a 400, never a 500', async (name) => {
    const list = LISTS[name];
    const first = list.read(await get(list, {}));
    const otherSort = await admin.get(list.path).query({ sort: 'name', cursor: first.next }).expect(400);
    expect(otherSort.body.errors).toEqual({ cursor: LIST_CURSOR_MESSAGES.cursorOtherSort });
    await admin.get(list.path).query({ page: 2, cursor: first.next }).expect(400);
    await admin.get(list.path).query({ cursor: 'not*a*cursor' }).expect(400);
    await admin.get(list.path).query({ cursor: Buffer.from('["default","a","x"]').toString('base64url') }).expect(400);
  });

  it('exports every row in the asked order, in cursor batches', async () => {
    const csv = async (path: string, query: Record<string, string>) => parseCsv((await admin.get(path).query({ ...query, format: 'csv', pageSize: 3 }).expect(200)).text);
    const byName = await csv('/api/admin/registered-consultants', { sort: 'name', order: 'desc' });
    expect(byName.slice(1).map((row) => Number(row[0]))).toEqual(await order('registered', 'u.name DESC, c.id DESC'));
    const byOrganisation = await csv('/api/admin/registered-consultants', { sort: 'organisation', order: 'asc' });
    expect(byOrganisation.slice(1).map((row) => Number(row[0]))).toEqual(await order('registered', 'u.organisation ASC, c.id ASC'));
    const applications = await csv('/api/admin/consultant-applications', {});
    expect(applications.slice(1).map((row) => Number(row[0]))).toEqual(await order('applications', 'c.id ASC'));
  });
});
