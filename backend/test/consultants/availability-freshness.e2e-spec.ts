import { randomBytes } from 'node:crypto';

import { AVAILABILITY_LINK_PAGES, AVAILABILITY_LINK_PROMPTS, DirectoryConsultant, StaleAvailabilityEntry } from '../../src/contracts';
import type { FreshnessRunResult } from '../../src/modules/consultants';
import { JobsScheduler } from '../../src/modules/jobs/application/jobs.scheduler';
import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { preListedConsultantSignedIn } from '../support/dashboard-accounts';
import { Seeded, seedConsultant } from '../support/directory-seed';
import { signInAsAdmin } from '../support/fixtures';
import { SmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, TestApp } from '../support/test-app';

const DAY = 86_400_000;
const SUBJECT = /still available/;

describe('Availability that stays true (D15): weekly mail, one-click links, stale state', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  const c: Record<string, Seeded> = {};

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await createTestApp({ SMTP_URL: smtp.url, FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    c.asked = await seedConsultant(t, { first: 'Asha', surname: 'Patel', confirmedDaysAgo: 8 });
    c.fresh = await seedConsultant(t, { first: 'Ben', surname: 'Okoro', confirmedDaysAgo: 3 });
    c.off = await seedConsultant(t, { first: 'Cara', surname: 'Singh', available: false, confirmedDaysAgo: 20 });
    c.applicant = await seedConsultant(t, { first: 'Dev', surname: 'Rao', approved: false, confirmedDaysAgo: 10 });
    c.decliner = await seedConsultant(t, { first: 'Ella', surname: 'Moss', confirmedDaysAgo: 40 });
    // Went stale since the last sweep: the stored sort key still says available.
    c.lapsed = await seedConsultant(t, { first: 'Finn', surname: 'Hale', confirmedDaysAgo: 35, storedAvailableNow: true });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  /** The scheduler's own job (hourly): the weekly cadence per consultant comes from the data. */
  const runJob = async () => {
    const job = t.app.get(JobsScheduler).jobs().find((candidate) => candidate.name === 'availability-freshness')!;
    expect(job.everyMs).toBe(60 * 60_000);
    return (await job.run()) as FreshnessRunResult;
  };
  /** Datetime columns on MariaDB keep whole seconds: step past the rounding, then send what is due. */
  async function deliver() {
    t.clock.advance(1000);
    await t.dispatchMail();
  }
  const asks = (who: Seeded) => smtp.to(who.email).filter((mail) => SUBJECT.test(mail.subject));
  const tokenIn = (text: string, action: 'confirm' | 'decline') => {
    const match = new RegExp(`/api/availability/${action}\\?token=([A-Za-z0-9_-]+)`).exec(text);
    if (!match) throw new Error(`no ${action} link in: ${text}`);
    return match[1];
  };
  const latestToken = (who: Seeded, action: 'confirm' | 'decline') => tokenIn(asks(who).at(-1)!.text, action);
  const profile = async (who: Seeded): Promise<DirectoryConsultant> => (await t.agent().get(`/api/consultants/${who.id}`).expect(200)).body;
  const stored = (who: Seeded) => t.dataSource.getRepository(ConsultantEntity).findOneOrFail({ where: { id: who.id }, select: { id: true, availability: true, availableNow: true, availabilityConfirmedAt: true } });
  const listIds = async () => ((await t.agent().get('/api/consultants').query({ pageSize: 100 }).expect(200)).body.data as DirectoryConsultant[]).map((entry) => entry.id);
  const expectPage = (res: { status: number; text: string; headers: Record<string, string> }, status: number, page: { title: string }) => {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(page.title);
    expect(res.text).toContain(t.config.brandName);
    expect(res.text).toContain(`href="${t.config.appBaseUrl}/consultant-dashboard"`);
    expect(res.text).not.toMatch(/<script/i);
  };
  /** Issue 15: the mailed link only shows what will happen; its form's button POSTs the token. */
  const press = (action: 'confirm' | 'decline', token: string) =>
    t.http().post(`/api/availability/${action}`).set('Origin', t.config.appBaseUrl).type('form').send({ token });

  it('sets availabilityConfirmedAt and the stored sort key on every availability change through PATCH', async () => {
    const owner = await preListedConsultantSignedIn(t);
    const row = { id: owner.consultantId } as Seeded;
    await t.dataSource.manager.update(ConsultantEntity, { id: owner.consultantId }, { availabilityConfirmedAt: new Date(t.clock.now().getTime() - 20 * DAY) });
    t.clock.advance(2000);
    await owner.agent.patch(`/api/consultants/${owner.consultantId}`).send({ availability: false }).expect(200);
    const off = await stored(row);
    expect(off).toMatchObject({ availability: false, availableNow: false });
    expect(t.clock.now().getTime() - off.availabilityConfirmedAt!.getTime()).toBeLessThan(5000);
    await owner.agent.patch(`/api/consultants/${owner.consultantId}`).send({ availability: true }).expect(200);
    const on = await stored(row);
    expect(on).toMatchObject({ availability: true, availableNow: true });
    expect((await profile(row)).availabilityConfirmedAt).toBe(on.availabilityConfirmedAt!.toISOString());
    await t.dataSource.manager.delete(ConsultantEntity, { id: owner.consultantId }); // out of the way of the counts below
  });

  it("sorts a consultant whose confirmation lapsed after the available ones once the sweep has run ('Coming Soon')", async () => {
    const before = await listIds();
    expect(before.indexOf(c.lapsed.id)).toBeLessThan(before.indexOf(c.asked.id)); // newest first among the stored-available
    expect((await profile(c.lapsed)).availableNow).toBe(false); // the card is exact at once
    const result = await runJob();
    expect(result.becameStale).toBe(1);
    const after = await listIds();
    expect(after.slice(-3)).toEqual([c.lapsed.id, c.decliner.id, c.off.id]);
  });

  it('mails each approved, available consultant confirmed over 7 days ago once, with both one-click links', async () => {
    await deliver();
    for (const who of [c.asked, c.decliner, c.lapsed]) expect(asks(who)).toHaveLength(1);
    for (const who of [c.fresh, c.off, c.applicant]) expect(asks(who)).toHaveLength(0);
    const mail = asks(c.asked)[0];
    expect(mail.text).toContain('Hello Asha,');
    expect(mail.text).toContain('8 days ago');
    expect(tokenIn(mail.text, 'confirm')).toBe(tokenIn(mail.text, 'decline'));

    // Another run in the same week asks nobody again.
    expect((await runJob()).remindersSent).toBe(0);
    await deliver();
    expect(asks(c.asked)).toHaveLength(1);
  });

  it('lists the stale availability for admins: over 30 days unconfirmed or the mail unanswered, longest first', async () => {
    const admin = await signInAsAdmin(t);
    const res = await admin.get('/api/admin/stale-availability').expect(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    const rows: StaleAvailabilityEntry[] = res.body.data;
    expect(rows.map((row) => row.id)).toEqual([c.decliner.id, c.lapsed.id, c.asked.id]);
    expect(rows[2]).toEqual({
      id: c.asked.id,
      firstName: 'Asha',
      lastName: 'Patel',
      email: c.asked.email,
      availability: true,
      availabilityConfirmedAt: expect.any(String),
      days: 8,
      reminderSentAt: expect.any(String),
    });
    const paged = await admin.get('/api/admin/stale-availability').query({ page: 2, pageSize: 2 }).expect(200);
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2, data: [expect.objectContaining({ id: c.asked.id })] });
    await admin.get('/api/admin/stale-availability').query({ pageSize: 101 }).expect(400);
  });

  it('asks again a week later whoever has not answered, and whoever has now gone 7 days unconfirmed', async () => {
    t.clock.advance(7 * DAY);
    expect((await runJob()).remindersSent).toBe(4);
    await deliver();
    for (const who of [c.asked, c.decliner, c.lapsed]) expect(asks(who)).toHaveLength(2);
    expect(asks(c.fresh)).toHaveLength(1);
  });

  it('confirms with one click, without signing in; the link then works no more, nor do the older ones', async () => {
    const firstToken = tokenIn(asks(c.asked)[0].text, 'confirm');
    const token = latestToken(c.asked, 'confirm');
    await t.http().head('/api/availability/confirm').query({ token }).expect(200); // a link checker's HEAD spends nothing
    const before = await stored(c.asked);
    const opened = await t.http().get('/api/availability/confirm').query({ token });
    expectPage(opened, 200, AVAILABILITY_LINK_PROMPTS.confirm);
    expect(opened.text).toContain(`<form method="post" action="/api/availability/confirm">`);
    expect(opened.text).toContain(`name="token" value="${token}"`);
    expect(await stored(c.asked)).toEqual(before); // a scanner following the link changes nothing
    const res = await press('confirm', token);
    expectPage(res, 200, AVAILABILITY_LINK_PAGES.confirmed);
    const row = await stored(c.asked);
    expect(row).toMatchObject({ availability: true, availableNow: true });
    expect(t.clock.now().getTime() - row.availabilityConfirmedAt!.getTime()).toBeLessThan(5000);
    expect((await profile(c.asked)).availabilityConfirmedAt).toBe(row.availabilityConfirmedAt!.toISOString());

    expectPage(await t.http().get('/api/availability/confirm').query({ token }), 409, AVAILABILITY_LINK_PAGES.used);
    expectPage(await t.http().get('/api/availability/decline').query({ token }), 409, AVAILABILITY_LINK_PAGES.used);
    expectPage(await t.http().get('/api/availability/decline').query({ token: firstToken }), 409, AVAILABILITY_LINK_PAGES.used);
    expect(await stored(c.asked)).toMatchObject({ availability: true });
  });

  it('switches availability off with the decline link', async () => {
    const token = latestToken(c.decliner, 'decline');
    for (let scan = 0; scan < 3; scan++) expectPage(await t.http().get('/api/availability/decline').query({ token }), 200, AVAILABILITY_LINK_PROMPTS.decline);
    expect(await stored(c.decliner)).toMatchObject({ availability: true });
    const res = await press('decline', token);
    expectPage(res, 200, AVAILABILITY_LINK_PAGES.declined);
    expectPage(await press('decline', token), 409, AVAILABILITY_LINK_PAGES.used);
    expect(await stored(c.decliner)).toMatchObject({ availability: false, availableNow: false });
    expect(await profile(c.decliner)).toMatchObject({ availability: false, availableNow: false });
    const admin = await signInAsAdmin(t);
    const stale = await admin.get('/api/admin/stale-availability').expect(200);
    expect(stale.body.data.map((row: StaleAvailabilityEntry) => row.id)).toEqual([c.lapsed.id, c.fresh.id]);
  });

  it('refuses an expired link with a clear page and changes nothing', async () => {
    const expired = tokenIn(asks(c.lapsed)[0].text, 'confirm'); // sent 7 days ago, valid for 14
    t.clock.advance(7 * DAY + 60_000);
    expectPage(await t.http().get('/api/availability/confirm').query({ token: expired }), 410, AVAILABILITY_LINK_PAGES.expired);
    expect(await stored(c.lapsed)).toMatchObject({ availability: true, availableNow: false });
  });

  it('refuses forged, malformed and missing tokens alike', async () => {
    for (const query of [{ token: randomBytes(32).toString('base64url') }, { token: 'abc' }, { token: "' OR 1=1 --" }, {}]) {
      expectPage(await t.http().get('/api/availability/confirm').query(query), 404, AVAILABILITY_LINK_PAGES.invalid);
      expectPage(await t.http().get('/api/availability/decline').query(query), 404, AVAILABILITY_LINK_PAGES.invalid);
      expectPage(await press('decline', (query as { token?: string }).token ?? ''), 404, AVAILABILITY_LINK_PAGES.invalid);
    }
    // A JSON or missing body is no token either, and a cross-site form post is refused before it.
    await t.http().post('/api/availability/decline').send({ token: ['x'] }).expect(404);
    await t.http().post('/api/availability/decline').expect(404);
    await t.http().post('/api/availability/decline').set('Origin', 'https://evil.example').type('form').send({ token: 'x' }).expect(403);
    expect(await stored(c.lapsed)).toMatchObject({ availability: true });
  });
});
