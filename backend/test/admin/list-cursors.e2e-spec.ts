import { LIST_CURSOR_MESSAGES } from '../../src/contracts';
import { AuditLogEntity } from '../../src/modules/audit/infrastructure/audit-log.entity';
import { FormSubmissionEntity } from '../../src/modules/enquiries/infrastructure/form-submission.entity';
import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { countStatements } from '../support/dashboard-accounts';
import { signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signInAsAdmin>>;
interface Paged {
  page: number | null;
  total: number;
  nextCursor: string | null;
  previousCursor: string | null;
}
type Row = { id: number; createdAt?: string; action?: string; submittedAt?: string; formType?: string };

const ACTIONS = ['login', 'profile_updated', 'terms_accepted'] as const;
/** Three seconds for 90 rows: most rows share their second with many others, so the id must order the ties. */
const at = (n: number) => new Date(Date.UTC(2024, 0, 1, 12, 0, n % 3));

/** Every page of a list read forward by cursor, then back from the last page by previousCursor. */
async function walk(admin: Agent, path: string, rowsOf: (body: Record<string, unknown>) => Row[], query: Record<string, string | number> = {}) {
  const pages: number[][] = [];
  const size = { pageSize: 20, ...query };
  let body = (await admin.get(path).query(size).expect(200)).body;
  expect(body).toMatchObject({ page: 1, previousCursor: null });
  pages.push(rowsOf(body).map((row) => row.id));
  while (body.nextCursor) {
    body = (await admin.get(path).query({ ...size, cursor: body.nextCursor }).expect(200)).body;
    expect(body.page).toBeNull();
    pages.push(rowsOf(body).map((row) => row.id));
  }
  const backwards: number[][] = [rowsOf(body).map((row) => row.id)];
  while (body.previousCursor) {
    body = (await admin.get(path).query({ ...size, cursor: body.previousCursor }).expect(200)).body;
    backwards.unshift(rowsOf(body).map((row) => row.id));
  }
  expect((body as Paged).page).toBe(1);
  return { pages, backwards, ids: pages.flat() };
}

/** Issue 22: keyset (cursor) paging of the growing admin lists, the same order as the page numbers, tampering refused. */
describe('admin lists: cursor paging', () => {
  let t: TestApp;
  let admin: Agent;
  let auditRows: AuditLogEntity[];
  let submissions: FormSubmissionEntity[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAsAdmin(t);
    await t.dataSource.getRepository(AuditLogEntity).insert(
      Array.from({ length: 90 }, (_, n) => ({ action: ACTIONS[n % 3], actorUserId: null, subjectType: 'user', subjectId: n, createdAt: at(n) })),
    );
    auditRows = await t.dataSource.getRepository(AuditLogEntity).find();
    await t.dataSource.getRepository(FormSubmissionEntity).insert(
      Array.from({ length: 45 }, (_, n) => ({
        formType: n % 2 ? ('get_matched' as const) : ('introduction_request' as const),
        enquirerName: `Enquirer ${n % 4}`,
        enquirerEmail: `e${n}@example.org`,
        submittedAt: at(n),
      })),
    );
    submissions = await t.dataSource.getRepository(FormSubmissionEntity).find();
  });
  afterAll(() => t.close());

  const newestFirst = (rows: Array<{ id: number; createdAt: Date }>) =>
    [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((row) => row.id);

  it('reads the audit log newest first by cursor, every row once, ties ordered by id, and back again', async () => {
    const { pages, backwards, ids } = await walk(admin, '/api/admin/audit-log', (body) => body.data as Row[]);
    expect(ids).toEqual(newestFirst(auditRows));
    expect(backwards).toEqual(pages);
    // The page numbers give the same pages.
    const third = (await admin.get('/api/admin/audit-log?page=3&pageSize=20').expect(200)).body;
    expect(third.data.map((row: Row) => row.id)).toEqual(pages[2]);
    const fromThird = (await admin.get('/api/admin/audit-log').query({ pageSize: 20, cursor: third.nextCursor }).expect(200)).body;
    expect(fromThird.data.map((row: Row) => row.id)).toEqual(pages[3]);
  });

  it('keeps the filter and the sort, in two statements per page', async () => {
    const filtered = auditRows.filter((row) => row.action === 'terms_accepted');
    const { ids } = await walk(admin, '/api/admin/audit-log', (body) => body.data as Row[], { action: 'terms_accepted' });
    expect(ids).toEqual(newestFirst(filtered));
    const byAction = [...auditRows].sort((a, b) => a.action.localeCompare(b.action) || a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id).map((row) => row.id);
    const sorted = await walk(admin, '/api/admin/audit-log', (body) => body.data as Row[], { sort: 'action', order: 'asc' });
    expect(sorted.ids).toEqual(byAction);
    expect(sorted.backwards).toEqual(sorted.pages);

    const first = (await admin.get('/api/admin/audit-log?pageSize=20').expect(200)).body;
    const statements = await countStatements(t, async () => {
      await admin.get('/api/admin/audit-log').query({ pageSize: 20, cursor: first.nextCursor }).expect(200);
    });
    expect(statements.filter((sql) => sql.includes('audit_log')).length).toBeLessThanOrEqual(2);
  });

  it('reads form submissions by cursor in the default and a sorted order', async () => {
    const byId = (body: Record<string, unknown>) => body.submissions as Row[];
    const { ids } = await walk(admin, '/api/admin/form-submissions', byId);
    expect(ids).toEqual(submissions.map((row) => row.id).sort((a, b) => b - a));
    const byType = [...submissions]
      .sort((a, b) => b.formType.localeCompare(a.formType) || b.submittedAt.getTime() - a.submittedAt.getTime() || b.id - a.id)
      .map((row) => row.id);
    const sorted = await walk(admin, '/api/admin/form-submissions', byId, { sort: 'formType', order: 'desc' });
    expect(sorted.ids).toEqual(byType);
    expect(sorted.backwards).toEqual(sorted.pages);
  });

  it('reads a waiting list sorted by its arrival time by cursor, rows of the same second once each', async () => {
    for (let n = 0; n < 7; n++) {
      await t.http().post('/api/waiting-list/charity').send({ charityName: `Cursor charity ${n}`, contactName: 'Sam Lee', email: `cursor${n}@example.org`, charitySize: 'small' }).expect(201);
    }
    const everyRow = (await admin.get('/api/admin/waiting-list/charities').query({ sort: 'createdAt', order: 'desc', pageSize: 100 }).expect(200)).body.data as Row[];
    const data = (body: Record<string, unknown>) => body.data as Row[];
    const sorted = await walk(admin, '/api/admin/waiting-list/charities', data, { sort: 'createdAt', order: 'desc', pageSize: 3 });
    expect(sorted.ids).toEqual(everyRow.map((row) => row.id));
    expect(new Set(sorted.ids).size).toBe(7);
    expect(sorted.backwards).toEqual(sorted.pages);
  });

  it('reads the mail outbox newest first by cursor, all of it and one status, and back again', async () => {
    const mails = t.dataSource.getRepository(MailOutboxEntity);
    await mails.insert(
      Array.from({ length: 33 }, (_, n) => ({
        template: 'welcome',
        toAddress: `mail${n}@example.org`,
        subject: 'Welcome',
        textBody: 'Hello',
        status: n % 3 ? ('sent' as const) : ('failed' as const),
        attempts: 1,
        nextAttemptAt: at(n),
      })),
    );
    const everyMail = await mails.find({ select: { id: true, status: true } });
    const data = (body: Record<string, unknown>) => body.data as Row[];
    const all = await walk(admin, '/api/admin/mail-outbox', data, { pageSize: 7 });
    expect(all.ids).toEqual(everyMail.map((mail) => mail.id).sort((a, b) => b - a));
    expect(all.backwards).toEqual(all.pages);
    const failed = await walk(admin, '/api/admin/mail-outbox', data, { pageSize: 4, status: 'failed' });
    expect(failed.ids).toEqual(everyMail.filter((mail) => mail.status === 'failed').map((mail) => mail.id).sort((a, b) => b - a));
  });

  it('answers 400 naming the cursor for a tampered, foreign or malformed cursor, never a 500', async () => {
    const first = (await admin.get('/api/admin/audit-log?pageSize=20').expect(200)).body;
    const payload = JSON.parse(Buffer.from(first.nextCursor, 'base64url').toString('utf8')) as unknown[];
    const forged = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
    const invalid = [
      'not a cursor!',
      'x'.repeat(2000),
      Buffer.from('{"a":').toString('base64url'),
      forged([...payload, 1]),
      forged([payload[0], 'c', ...payload.slice(2)]),
      forged([payload[0], payload[1], '2024-02-31T00:00:00.000Z', payload[3]]),
      forged([payload[0], payload[1], payload[2], -1]),
      forged([payload[0], payload[1], payload[2], '7']),
      forged([payload[0], payload[1], payload[2], 1e20]),
      forged({ 0: 1 } as unknown as unknown[]),
    ];
    for (const cursor of invalid) {
      const answer = await admin.get('/api/admin/audit-log').query({ cursor }).expect(400);
      expect(answer.body.errors).toEqual({ cursor: LIST_CURSOR_MESSAGES.cursorInvalid });
    }
    const other = (await admin.get('/api/admin/audit-log').query({ cursor: first.nextCursor, sort: 'action' }).expect(400)).body;
    expect(other.errors).toEqual({ cursor: LIST_CURSOR_MESSAGES.cursorOtherSort });
    const fromAudit = (await admin.get('/api/admin/form-submissions').query({ cursor: first.nextCursor }).expect(400)).body;
    expect(fromAudit.errors).toEqual({ cursor: LIST_CURSOR_MESSAGES.cursorInvalid });
    const both = (await admin.get('/api/admin/audit-log').query({ cursor: first.nextCursor, page: 2 }).expect(400)).body;
    expect(both.message).toBe(LIST_CURSOR_MESSAGES.cursorWithPage);
    // A forged but well-formed position is only a position: it reads the rows past it.
    const far = (await admin.get('/api/admin/audit-log').query({ cursor: forged([payload[0], 'a', '1999-01-01T00:00:00.000Z', 1]) }).expect(200)).body;
    expect(far).toMatchObject({ data: [], nextCursor: null, page: null });
  });
});
