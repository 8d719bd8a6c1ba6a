import { LIST_CURSOR_MESSAGES } from '../../src/contracts';
import { signInAsAdmin } from '../support/fixtures';
import { insertConsultant } from '../support/seeding';
import { createTestApp, TestApp } from '../support/test-app';
import { CursorPageSeen, expectCursorWalk, parseCsv } from './admin-support';

const LIST = '/api/admin/stale-availability';
const CONSULTANTS = 24;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole seconds with .000: both engines then store and compare the instants alike. */
const daysAgo = (days: number) => new Date(Math.floor((Date.now() - days * DAY_MS) / 1000) * 1000);
/** An instant as a raw statement binds it on both engines (the form TypeORM writes). */
const sqlTime = (at: Date) => at.toISOString().replace('T', ' ').replace('Z', '');

type Agent = Awaited<ReturnType<typeof signInAsAdmin>>;

/**
 * Issue 22: the stale-availability list (D15) pages by cursor in every sort through the consultants' own indexes,
 * its "unanswered mail" test and "reminder sent" column read from `pendingReminderAt`, which the database keeps on
 * every insert, answer and purge of a confirmation mail. Expected orders are computed here from the mails
 * themselves (the definition before the stored summary), so the summary must agree.
 */
describe('admin: stale availability by cursor', () => {
  let t: TestApp;
  let admin: Agent;
  let token = 0;

  const mail = async (consultantId: number, sentDaysAgo: number, answered = false) => {
    token += 1;
    await t.dataSource.query('INSERT INTO availability_confirmations (consultantId, tokenHash, createdAt, expiresAt, usedAt, outcome) VALUES (?, ?, ?, ?, ?, ?)', [
      consultantId,
      String(token).padStart(64, '0'),
      sqlTime(daysAgo(sentDaysAgo)),
      sqlTime(daysAgo(sentDaysAgo - 7)),
      answered ? sqlTime(daysAgo(sentDaysAgo - 1)) : null,
      answered ? 'confirmed' : null,
    ]);
  };

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' });
    admin = await signInAsAdmin(t);
    for (let i = 1; i <= CONSULTANTS; i += 1) {
      // Confirmed never, long ago (ties on the same instant) or lately; names repeat; one in six unavailable or unapproved.
      const confirmedAt = i % 5 === 0 ? null : i % 3 === 0 ? daysAgo(10 + (i % 4)) : daysAgo(40 + (i % 4));
      const { consultantId } = await insertConsultant(t, {
        user: { name: `Name ${String.fromCharCode(65 + (i % 4))}` },
        profile: { isApproved: i % 6 !== 1, availability: i % 6 !== 2, availabilityConfirmedAt: confirmedAt },
      });
      // Mails: unanswered since a recent confirmation (stale though fresh), answered, or unanswered before it.
      if (i % 3 === 0) await mail(consultantId, i % 2 ? 5 : 20, i % 4 === 0);
      if (i % 4 === 1) await mail(consultantId, 3 + (i % 3));
    }
  });
  afterAll(() => t.close());

  /** The list by its definition over the mails themselves, in `orderBy` (reminder: the newest unanswered mail). */
  const expected = async (orderBy: string): Promise<number[]> => {
    const newest = '(SELECT MAX(r.createdAt) FROM availability_confirmations r WHERE r.consultantId = c.id AND r.usedAt IS NULL)';
    const rows: Array<{ id: number | string }> = await t.dataSource.query(
      `SELECT c.id, ${newest} AS reminder FROM consultants c INNER JOIN users u ON u.id = c.userId
        WHERE c.isApproved = 1 AND c.availability = 1 AND (c.availabilityConfirmedAt IS NULL OR c.availabilityConfirmedAt < ?
          OR EXISTS (SELECT 1 FROM availability_confirmations r WHERE r.consultantId = c.id AND r.usedAt IS NULL AND r.createdAt >= c.availabilityConfirmedAt))
        ORDER BY ${orderBy}`,
      [sqlTime(daysAgo(30))],
    );
    return rows.map((row) => Number(row.id));
  };

  const page = async (query: Record<string, string | number>): Promise<CursorPageSeen> => {
    const body = (await admin.get(LIST).query({ pageSize: 4, ...query }).expect(200)).body as {
      data: Array<{ id: number }>;
      page: number | null;
      total: number;
      nextCursor: string | null;
      previousCursor: string | null;
    };
    return { ids: body.data.map((row) => row.id), page: body.page, total: body.total, next: body.nextCursor, previous: body.previousCursor };
  };

  const ORDERS: Array<[Record<string, string>, string]> = [
    [{}, 'c.availabilityConfirmedAt ASC, c.id ASC'],
    [{ sort: 'availabilityConfirmedAt', order: 'desc' }, 'c.availabilityConfirmedAt DESC, c.id DESC'],
    [{ sort: 'name', order: 'asc' }, 'u.name ASC, c.id ASC'],
    [{ sort: 'reminderSentAt', order: 'desc' }, 'reminder DESC, c.id DESC'],
    [{ sort: 'reminderSentAt', order: 'asc' }, 'reminder ASC, c.id ASC'],
  ];

  it.each(ORDERS)('%j: every stale consultant once, forward and back, in the order of the definition', async (query, orderBy) => {
    const ids = await expected(orderBy);
    expect(ids.length).toBeGreaterThan(8);
    await expectCursorWalk(page, query, ids);
    const csv = parseCsv((await admin.get(LIST).query({ ...query, format: 'csv', pageSize: 3 }).expect(200)).text);
    expect(csv.slice(1).map((row) => Number(row[0]))).toEqual(ids);
  });

  it('follows the mails: an answer takes a consultant off the list, a new unanswered mail puts one back', async () => {
    const [fresh] = await t.dataSource.query(
      'SELECT c.id FROM consultants c WHERE c.isApproved = 1 AND c.availability = 1 AND c.availabilityConfirmedAt > ? AND c.pendingReminderAt IS NULL ORDER BY c.id LIMIT 1',
      [sqlTime(daysAgo(30))],
    );
    await mail(Number(fresh.id), 1);
    const walk = async () => (await page({ pageSize: 100 })).ids;
    expect(await walk()).toContain(Number(fresh.id));
    expect(await walk()).toEqual(await expected('c.availabilityConfirmedAt ASC, c.id ASC'));
    await t.dataSource.query("UPDATE availability_confirmations SET usedAt = ?, outcome = 'confirmed' WHERE consultantId = ?", [sqlTime(daysAgo(0)), fresh.id]);
    expect(await walk()).not.toContain(Number(fresh.id));
    // A purge of old mails recomputes the newest unanswered one.
    await t.dataSource.query('DELETE FROM availability_confirmations WHERE createdAt < ?', [sqlTime(daysAgo(10))]);
    expect(await walk()).toEqual(await expected('c.availabilityConfirmedAt ASC, c.id ASC'));
    const reminders = await page({ sort: 'reminderSentAt', order: 'desc', pageSize: 100 });
    expect(reminders.ids).toEqual(await expected('reminder DESC, c.id DESC'));
  });

  it('refuses a cursor of another sort, beside a page number, or tampered (400, never 500)', async () => {
    const first = await page({});
    const otherSort = await admin.get(LIST).query({ sort: 'name', cursor: first.next }).expect(400);
    expect(otherSort.body.errors).toEqual({ cursor: LIST_CURSOR_MESSAGES.cursorOtherSort });
    await admin.get(LIST).query({ page: 2, cursor: first.next }).expect(400);
    await admin.get(LIST).query({ cursor: 'not*a*cursor' }).expect(400);
    await admin.get(LIST).query({ cursor: Buffer.from('["default","a","x",1]').toString('base64url') }).expect(400);
  });
});
