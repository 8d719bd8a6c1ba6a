import type { DataSource } from 'typeorm';

import { LIST_CURSOR_MESSAGES, PAGE_NUMBER_MAX_DEPTH } from '../../src/contracts';
import { parseCsv } from './admin-support';
import { signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/** Enough rows that the middle of each list lies more than PAGE_NUMBER_MAX_DEPTH rows from both ends. */
const ROWS = 2 * PAGE_NUMBER_MAX_DEPTH + 500;
const PAGE_SIZE = 50;

/** `select` over a sequence 1…ROWS named `i`: one INSERT … SELECT on either database, not 20,000 round trips. */
async function grow(dataSource: DataSource, table: string, columns: string, select: (i: string, second: string) => string): Promise<void> {
  if (dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb') {
    await dataSource.query(`INSERT INTO ${table} (${columns}) SELECT ${select('seq', "TIMESTAMP('2026-01-01') + INTERVAL (seq % 600) SECOND")} FROM seq_1_to_${ROWS}`);
    return;
  }
  await dataSource.query(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS})
     INSERT INTO ${table} (${columns}) SELECT ${select('i', "strftime('%Y-%m-%d %H:%M:%f', '2026-01-01', '+' || (i % 600) || ' seconds')")} FROM n`,
  );
}

/** One need in four without an organisation (`none`: NULL, or '' as its sort key), the rest three names. */
const organisation = (i: string, none: string) => `CASE WHEN ${i} % 4 = 0 THEN ${none} WHEN ${i} % 3 = 0 THEN 'Alpha' WHEN ${i} % 3 = 1 THEN 'Beta' ELSE 'Gamma' END`;

type Agent = Awaited<ReturnType<typeof signInAsAdmin>>;
const idsOf = (rows: Array<{ id: number }>) => rows.map((row) => Number(row.id));

/**
 * Issue 22: a page asked for by number steps over the index entries before it, so the growing lists answer pages
 * by number only up to PAGE_NUMBER_MAX_DEPTH rows from the nearer end (deeper is a 400 saying to use the cursor
 * or narrow the filter); the pages near either end are the right rows.
 */
describe('growing admin lists: page numbers are bounded in depth', () => {
  let t: TestApp;
  let admin: Agent;
  // Newest first, ties by id: the order the audit log is listed in.
  let auditOrder: number[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAsAdmin(t);
    await grow(t.dataSource, 'audit_log', 'action, actorUserId, subjectType, subjectId, createdAt', (i, second) => `'password_reset', NULL, 'user', ${i}, ${second}`);
    await grow(t.dataSource, 'mail_outbox', 'template, toAddress, subject, textBody, status, attempts, nextAttemptAt, createdAt', (i, second) => `'welcome', 'deep@example.org', 'Welcome', '', 'sent', 1, ${second}, ${second}`);
    await grow(t.dataSource, 'form_submissions', 'formType, enquirerName, enquirerEmail, submittedAt', (i, second) => `'get_matched', 'Deep enquirer', 'deep@example.org', ${second}`);
    // Every third request never moved (NULL statusChangedAt, the epoch as its sort key), the rest contacted.
    await grow(
      t.dataSource,
      'introduction_requests',
      'charityName, contactName, email, projectDescription, expertiseNeeded, timeline, status, statusChangedAt, statusSortAt, createdAt',
      (i, second) =>
        `'Deep charity', 'Sam', 'deep@example.org', 'Plan', 'fundraising', 'soon', CASE WHEN ${i} % 3 = 0 THEN 'pending' ELSE 'contacted' END, ` +
        `CASE WHEN ${i} % 3 = 0 THEN NULL ELSE ${second} END, CASE WHEN ${i} % 3 = 0 THEN '1970-01-01 00:00:00.000' ELSE ${second} END, ${second}`,
    );
    // Needs of get-matched forms, one in four without an organisation (its sort key '').
    await grow(
      t.dataSource,
      'needs',
      'kind, sourceId, organisation, organisationSortKey, expertise, description, state, stateChangedAt, createdAt',
      (i, second) =>
        `'get_matched', ${i}, ${organisation(i, 'NULL')}, ${organisation(i, "''")}, ` +
        `'["finance"]', 'Help', CASE WHEN ${i} % 2 = 0 THEN 'open' ELSE 'shortlisted' END, ${second}, ${second}`,
    );
    const rows: Array<{ id: number }> = await t.dataSource.query(`SELECT id FROM audit_log WHERE action = 'password_reset' ORDER BY createdAt DESC, id DESC`);
    auditOrder = idsOf(rows);
  }, 120_000);
  afterAll(() => t.close());

  const deepest = PAGE_NUMBER_MAX_DEPTH / PAGE_SIZE + 1;

  it('answers the audit log by number up to the depth limit from either end, the right rows', async () => {
    const page = (n: number) => admin.get('/api/admin/audit-log').query({ action: 'password_reset', page: n, pageSize: PAGE_SIZE });
    const atLimit = (await page(deepest).expect(200)).body;
    expect(idsOf(atLimit.data)).toEqual(auditOrder.slice(PAGE_NUMBER_MAX_DEPTH, PAGE_NUMBER_MAX_DEPTH + PAGE_SIZE));
    const last = Math.ceil(ROWS / PAGE_SIZE);
    const lastPage = (await page(last).expect(200)).body;
    expect(idsOf(lastPage.data)).toEqual(auditOrder.slice((last - 1) * PAGE_SIZE));
    // Past the end: an empty page, as before.
    expect((await page(last + 5).expect(200)).body.data).toEqual([]);
  });

  it('refuses a page by number deeper than the limit from both ends with a 400 that says to use the cursor', async () => {
    const middle = Math.ceil(ROWS / PAGE_SIZE / 2);
    for (const path of ['/api/admin/audit-log', '/api/admin/mail-outbox', '/api/admin/form-submissions', '/api/admin/introduction-requests', '/api/admin/needs']) {
      const answer = await admin.get(path).query({ page: middle, pageSize: PAGE_SIZE }).expect(400);
      expect(answer.body.message).toBe(LIST_CURSOR_MESSAGES.pageTooDeep);
      expect(answer.body.errors).toEqual({ page: LIST_CURSOR_MESSAGES.pageTooDeep });
    }
    await admin.get('/api/admin/audit-log').query({ action: 'password_reset', page: deepest + 1, pageSize: PAGE_SIZE }).expect(400);
  });

  it('reaches the middle by cursor instead, the same rows as the order', async () => {
    const atLimit = (await admin.get('/api/admin/audit-log').query({ action: 'password_reset', page: deepest, pageSize: PAGE_SIZE }).expect(200)).body;
    const next = (await admin.get('/api/admin/audit-log').query({ action: 'password_reset', cursor: atLimit.nextCursor, pageSize: PAGE_SIZE }).expect(200)).body;
    expect(idsOf(next.data)).toEqual(auditOrder.slice(PAGE_NUMBER_MAX_DEPTH + PAGE_SIZE, PAGE_NUMBER_MAX_DEPTH + 2 * PAGE_SIZE));
    const mails = (await admin.get('/api/admin/mail-outbox').query({ page: deepest, pageSize: PAGE_SIZE }).expect(200)).body;
    const deeper = (await admin.get('/api/admin/mail-outbox').query({ cursor: mails.nextCursor, pageSize: PAGE_SIZE }).expect(200)).body;
    expect(deeper).toMatchObject({ page: null, total: ROWS });
    expect(Math.max(...idsOf(deeper.data))).toBeLessThan(Math.min(...idsOf(mails.data)));
  });

  it('exports the whole log in its order (keyset batches on SQLite, one streamed query on MariaDB)', async () => {
    const csv = await admin.get('/api/admin/audit-log?format=csv&action=password_reset').expect(200);
    const [, ...rows] = parseCsv(csv.text);
    expect(rows.map((row) => Number(row[0]))).toEqual(auditOrder);
  });

  it('counts a filter over rows that change status no further than the limit, and pages it by number only that deep', async () => {
    for (const [path, query] of [
      ['/api/admin/mail-outbox', { status: 'sent' }],
      ['/api/admin/introduction-requests', { status: 'contacted' }],
      ['/api/admin/needs', { state: 'open' }],
    ] as const) {
      const first = (await admin.get(path).query({ ...query, pageSize: PAGE_SIZE }).expect(200)).body;
      expect(first).toMatchObject({ total: PAGE_NUMBER_MAX_DEPTH, totalCapped: true, page: 1 });
      const atLimit = (await admin.get(path).query({ ...query, page: deepest, pageSize: PAGE_SIZE }).expect(200)).body;
      expect(atLimit.data).toHaveLength(PAGE_SIZE);
      const tooDeep = await admin.get(path).query({ ...query, page: deepest + 1, pageSize: PAGE_SIZE }).expect(400);
      expect(tooDeep.body.message).toBe(LIST_CURSOR_MESSAGES.pageTooDeep);
      const deeper = (await admin.get(path).query({ ...query, cursor: atLimit.nextCursor, pageSize: PAGE_SIZE }).expect(200)).body;
      expect(deeper).toMatchObject({ page: null, totalCapped: true });
      expect(deeper.data).toHaveLength(PAGE_SIZE);
    }
  });

  it.each([
    ['introduction requests by statusChangedAt', '/api/admin/introduction-requests', 'introduction_requests', 'statusChangedAt', 'desc', '(statusChangedAt IS NULL) ASC, statusChangedAt DESC, id DESC'],
    ['needs by organisation (none first)', '/api/admin/needs', 'needs', 'organisation', 'asc', '(organisation IS NOT NULL) ASC, organisation ASC, id ASC'],
  ])('pages the %s by cursor past the limit, back again, and exports them all in that order', async (_, path, table, sort, order, orderBy) => {
    const expected = idsOf(await t.dataSource.query(`SELECT id FROM ${table} ORDER BY ${orderBy}`));
    const sorted = { sort, order, pageSize: PAGE_SIZE };
    const atLimit = (await admin.get(path).query({ ...sorted, page: deepest }).expect(200)).body;
    expect(idsOf(atLimit.data)).toEqual(expected.slice(PAGE_NUMBER_MAX_DEPTH, PAGE_NUMBER_MAX_DEPTH + PAGE_SIZE));
    const next = (await admin.get(path).query({ ...sorted, cursor: atLimit.nextCursor }).expect(200)).body;
    expect(idsOf(next.data)).toEqual(expected.slice(PAGE_NUMBER_MAX_DEPTH + PAGE_SIZE, PAGE_NUMBER_MAX_DEPTH + 2 * PAGE_SIZE));
    const back = (await admin.get(path).query({ ...sorted, cursor: next.previousCursor }).expect(200)).body;
    expect(idsOf(back.data)).toEqual(idsOf(atLimit.data));
    const last = (await admin.get(path).query({ ...sorted, page: Math.ceil(ROWS / PAGE_SIZE) }).expect(200)).body;
    expect(idsOf(last.data)).toEqual(expected.slice((Math.ceil(ROWS / PAGE_SIZE) - 1) * PAGE_SIZE));
    const csv = await admin.get(path).query({ format: 'csv', sort, order }).expect(200);
    const [, ...rows] = parseCsv(csv.text);
    expect(rows.map((row) => Number(row[0]))).toEqual(expected);
  });
});
