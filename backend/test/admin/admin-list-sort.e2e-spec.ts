import { ADMIN_SORT_KEYS, ADMIN_SORT_MESSAGES } from '../../src/contracts';
import { countStatements } from '../support/dashboard-accounts';
import { signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { applicant, parseCsv } from './admin-support';

type Agent = Awaited<ReturnType<typeof signInAsAdmin>>;
type Row = Record<string, unknown> & { id: number };

// Plain letters only: SQLite compares bytes and MariaDB its collation, which agree on these.
const CHARITIES = ['Cedar Trust', 'Alder Trust', 'Elm Trust', 'Birch Trust', 'Dogwood Trust'];
const CONTACTS = ['Sam Lee', 'Ann Ray', 'Sam Lee', 'Ann Ray', 'Sam Lee'];
const PEOPLE = ['Nina Cole', 'Adam Reed', 'Zara Hill', 'Maya Ford'];

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sorted = (values: string[], order: 'asc' | 'desc') => [...values].sort((a, b) => (order === 'asc' ? compare(a, b) : compare(b, a)));
/** The order a sort with the id as tiebreaker must give: by the key, equal keys by id, both in the asked direction. */
const byKeyThenId = (rows: Row[], key: string, order: 'asc' | 'desc') =>
  [...rows].sort((a, b) => {
    const compared = compare(String(a[key]), String(b[key])) || a.id - b.id;
    return order === 'asc' ? compared : -compared;
  });

/** Issue 10: "Tables sort … where a person would want to": ?sort=&order= on the admin lists, on both databases. */
describe('admin lists: sorting', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000', FORM_RATE_LIMIT: '1000' });
    admin = await signInAsAdmin(t);
    for (const [index, charityName] of CHARITIES.entries()) {
      await t.http().post('/api/waiting-list/charity').send({ charityName, contactName: CONTACTS[index], email: `charity${index}@example.org`, charitySize: 'small' }).expect(201);
      await t
        .http()
        .post('/api/introduction-requests')
        .send({ charityName, contactName: CONTACTS[index], email: `intro${index}@example.org`, projectDescription: 'We need help to plan our fundraising year.', expertiseNeeded: 'fundraising', timeline: 'soon' })
        .expect(201);
    }
    for (const name of PEOPLE) {
      // Registering accepts the terms: one signed-terms record each.
      await applicant(t, { name });
    }
  });
  afterAll(() => t.close());

  /** Every row of a list, page by page. */
  async function allPages(path: string, pageSize: number, read: (body: unknown) => Row[] = (body) => (body as { data: Row[] }).data): Promise<Row[]> {
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      const chunk = read((await admin.get(`${path}&page=${page}&pageSize=${pageSize}`).expect(200)).body);
      rows.push(...chunk);
      if (chunk.length < pageSize) return rows;
    }
  }

  describe('charity waiting list', () => {
    const path = '/api/admin/waiting-list/charities';

    it.each(['asc', 'desc'] as const)('sorts by charity name, %s', async (order) => {
      const body = (await admin.get(`${path}?sort=charityName&order=${order}`).expect(200)).body;
      expect(body.data.map((row: Row) => row.charityName)).toEqual(sorted(CHARITIES, order));
    });

    it('sorts ascending when only the key is given, and keeps newest first without one', async () => {
      expect((await admin.get(`${path}?sort=charityName`).expect(200)).body.data.map((row: Row) => row.charityName)).toEqual(sorted(CHARITIES, 'asc'));
      expect((await admin.get(path).expect(200)).body.data.map((row: Row) => row.charityName)).toEqual([...CHARITIES].reverse());
    });

    it.each(['asc', 'desc'] as const)('breaks ties by id, so pages of equal contact names neither repeat nor skip a row (%s)', async (order) => {
      const paged = await allPages(`${path}?sort=contactName&order=${order}`, 2);
      const whole = (await admin.get(`${path}?sort=contactName&order=${order}&pageSize=50`).expect(200)).body.data as Row[];
      expect(paged.map((row) => row.id)).toEqual(whole.map((row) => row.id));
      expect(whole.map((row) => row.id)).toEqual(byKeyThenId(whole, 'contactName', order).map((row) => row.id));
      expect(new Set(paged.map((row) => row.id)).size).toBe(CHARITIES.length);
    });

    it('exports the CSV in the asked order', async () => {
      const rows = parseCsv((await admin.get(`${path}?format=csv&sort=charityName&order=desc`).expect(200)).text);
      expect(rows.slice(1).map((cells) => cells[0])).toEqual(sorted(CHARITIES, 'desc'));
    });
  });

  describe('introduction requests', () => {
    const path = '/api/admin/introduction-requests';

    it.each(['asc', 'desc'] as const)('sorts by charity name, %s, in the CSV too', async (order) => {
      const body = (await admin.get(`${path}?sort=charityName&order=${order}`).expect(200)).body;
      expect(body.data.map((row: Row) => row.charityName)).toEqual(sorted(CHARITIES, order));
      const csv = parseCsv((await admin.get(`${path}?format=csv&sort=charityName&order=${order}`).expect(200)).text);
      const column = csv[0].indexOf('Charity');
      expect(csv.slice(1).map((cells) => cells[column])).toEqual(sorted(CHARITIES, order));
    });

    it('pages a status sort (all pending) in arrival order without repeats', async () => {
      const paged = await allPages(`${path}?sort=status&order=asc`, 2);
      expect(paged.map((row) => row.charityName)).toEqual(CHARITIES);
    });
  });

  describe('registered and pre-listed consultants, signed terms', () => {
    it.each(['asc', 'desc'] as const)('sorts registered consultants by name, %s', async (order) => {
      const body = (await admin.get(`/api/admin/registered-consultants?sort=name&order=${order}`).expect(200)).body;
      expect(body.data.map((row: Row) => row.name)).toEqual(sorted(PEOPLE, order));
    });

    it('sorts the applications queue by name, newest first by date', async () => {
      const byName = (await admin.get('/api/admin/consultant-applications?sort=name&order=asc').expect(200)).body;
      expect(byName.data.map((row: { user: { name: string } }) => row.user.name)).toEqual(sorted(PEOPLE, 'asc'));
      const newest = (await admin.get('/api/admin/consultant-applications?sort=createdAt&order=desc').expect(200)).body;
      expect(newest.data.map((row: { user: { name: string } }) => row.user.name)).toEqual([...PEOPLE].reverse());
    });

    it.each(['asc', 'desc'] as const)('answers signed terms as the spec array sorted by name, %s, paging in headers', async (order) => {
      const first = await admin.get(`/api/admin/signed-terms?sort=name&order=${order}&pageSize=3`).expect(200);
      const all = await allPages(`/api/admin/signed-terms?sort=name&order=${order}`, 3, (body) => body as Row[]);
      expect(first.headers).toMatchObject({ 'x-total-count': String(all.length), 'x-page': '1', 'x-page-size': '3' });
      expect(first.body).toEqual(all.slice(0, 3));
      const ours = (names: unknown[]) => names.filter((name) => PEOPLE.includes(String(name)));
      expect(ours(all.map((row) => row.name))).toEqual(sorted(PEOPLE, order));
      const csv = parseCsv((await admin.get(`/api/admin/signed-terms?format=csv&sort=name&order=${order}`).expect(200)).text);
      expect(ours(csv.slice(1).map((cells) => cells[1]))).toEqual(sorted(PEOPLE, order));
    });
  });

  describe('audit log', () => {
    it.each(['asc', 'desc'] as const)('sorts by action, %s, equal actions newest or oldest first, stable across pages', async (order) => {
      const whole = (await admin.get(`/api/admin/audit-log?sort=action&order=${order}&pageSize=200`).expect(200)).body.data as Row[];
      expect(whole.length).toBeGreaterThan(3);
      expect(whole.map((row) => row.action)).toEqual(sorted(whole.map((row) => String(row.action)), order));
      const paged = await allPages(`/api/admin/audit-log?sort=action&order=${order}`, 3);
      expect(paged.map((row) => row.id)).toEqual(whole.map((row) => row.id));
    });
  });

  it.each([
    ['/api/admin/waiting-list/charities', 'charityWaitingList'],
    ['/api/admin/waiting-list/consultants', 'consultantWaitingList'],
    ['/api/admin/form-submissions', 'formSubmissions'],
    ['/api/admin/pricing-enquiries', 'pricingEnquiries'],
    ['/api/admin/introduction-requests', 'introductionRequests'],
    ['/api/admin/consultant-applications', 'consultantApplications'],
    ['/api/admin/registered-consultants', 'registeredConsultants'],
    ['/api/admin/pre-listed-consultants', 'preListedConsultants'],
    ['/api/admin/signed-terms', 'signedTerms'],
    ['/api/admin/audit-log', 'auditLog'],
    ['/api/admin/stale-availability', 'staleAvailability'],
    ['/api/admin/membership-requests', 'membershipRequests'],
    ['/api/projects', 'adminProjects'],
  ] as const)('%s answers 400 naming its keys for an unknown one, accepts each of its own', async (path, list) => {
    const keys = ADMIN_SORT_KEYS[list];
    const refused = await admin.get(`${path}?sort=password&order=asc`).expect(400);
    expect(refused.body.message).toBe(ADMIN_SORT_MESSAGES.sortInvalid(keys));
    expect((await admin.get(`${path}?sort=${keys[0]}&order=sideways`).expect(400)).body.message).toBe(ADMIN_SORT_MESSAGES.orderInvalid);
    for (const key of keys) {
      for (const order of ['asc', 'desc']) await admin.get(`${path}?sort=${key}&order=${order}`).expect(200);
    }
  });

  it('a sorted page is still at most three statements', async () => {
    for (const path of ['/api/admin/audit-log?sort=action&order=desc', '/api/admin/signed-terms?sort=name', '/api/admin/waiting-list/charities?sort=charitySize&order=desc', '/api/admin/stale-availability?sort=reminderSentAt']) {
      const statements = await countStatements(t, () => admin.get(path).expect(200));
      expect(statements.length).toBeLessThanOrEqual(3);
    }
  });
});
