import { JobsScheduler } from '../../src/modules/jobs/application/jobs.scheduler';
import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { preListedConsultantSignedIn } from '../support/dashboard-accounts';
import { signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { auditRows, parseCsv } from './admin-support';

const ADMIN_LIST = '/api/admin/introduction-requests';
let counter = 0;

/** Issue 10 item 5: introduction requests as work, the overdue flag and the morning digest on the controllable clock. */
describe('admin: introduction requests as work', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000', FORM_RATE_LIMIT: '1000', ADMIN_NOTIFY_EMAIL: 'team@provider.example' });
  });
  afterAll(() => t.close());

  const setClock = (iso: string) => t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
  const introduction = async (overrides: Record<string, unknown> = {}): Promise<number> => {
    counter += 1;
    const res = await t
      .http()
      .post('/api/introduction-requests')
      .send({
        charityName: `Hope Trust ${counter}`,
        contactName: 'Sam Lee',
        email: `sam${counter}@charity.example`,
        phone: '0161 496 0000',
        projectDescription: 'We need help to plan our fundraising year.',
        expertiseNeeded: 'fundraising',
        timeline: 'soon',
        ...overrides,
      })
      .expect(201);
    return res.body.id as number;
  };
  const digests = () => t.dataSource.getRepository(MailOutboxEntity).find({ where: { template: 'introductionOverdueDigest' }, order: { id: 'ASC' } });
  const digestJob = () => t.app.get(JobsScheduler).jobs().find((job) => job.name === 'introduction-overdue-digest')!;

  it('flags requests pending 24 hours after arrival and mails the team one digest a day from 08:00 London time', async () => {
    setClock('2030-01-14T07:00:00Z');
    const old = await introduction();
    setClock('2030-01-15T06:00:00Z');
    const fresh = await introduction();

    setClock('2030-01-15T07:30:00Z');
    // Signed in after the clock jumps: an admin session idles out after 2 hours (D2).
    let admin = await signInAsAdmin(t);
    const list = (await admin.get(`${ADMIN_LIST}?pageSize=200`).expect(200)).body.data as Array<{ id: number; overdue: boolean; status: string }>;
    expect(list.find((row) => row.id === old)).toMatchObject({ overdue: true, status: 'pending' });
    expect(list.find((row) => row.id === fresh)).toMatchObject({ overdue: false, status: 'pending' });
    const overdueOnly = (await admin.get(`${ADMIN_LIST}?overdue=true&pageSize=200`).expect(200)).body.data as Array<{ id: number }>;
    expect(overdueOnly.map((row) => row.id)).toContain(old);
    expect(overdueOnly.map((row) => row.id)).not.toContain(fresh);

    expect(await digestJob().run()).toBe(0);
    expect(await digests()).toHaveLength(0);

    setClock('2030-01-15T08:01:00Z');
    expect(await digestJob().run()).toBeGreaterThanOrEqual(1);
    const [digest] = await digests();
    expect(digest.toAddress).toBe('team@provider.example');
    expect(digest.textBody).toContain(`#${old} `);
    expect(digest.textBody).not.toContain(`#${fresh} `);
    setClock('2030-01-15T12:00:00Z');
    expect(await digestJob().run()).toBe(0);
    expect(await digests()).toHaveLength(1);
    admin = await signInAsAdmin(t);

    // A contacted request is no longer overdue, and the next morning's digest leaves it out.
    await admin.patch(`${ADMIN_LIST}/${old}`).send({ status: 'contacted' }).expect(200);
    setClock('2030-01-16T09:00:00Z');
    await digestJob().run();
    const next = (await digests())[1];
    expect(next.textBody).toContain(`#${fresh} `);
    expect(next.textBody).not.toContain(`#${old} `);
  });

  it('moves pending → contacted → introduced, records each move and audits it; other moves answer 409', async () => {
    const admin = await signInAsAdmin(t);
    const id = await introduction();
    await admin.patch(`${ADMIN_LIST}/${id}`).send({ status: 'introduced' }).expect(409);
    const contacted = await admin.patch(`${ADMIN_LIST}/${id}`).send({ status: 'contacted', note: 'Called Sam' }).expect(200);
    expect(contacted.body).toMatchObject({ id, status: 'contacted', statusNote: 'Called Sam', declineReason: null, overdue: false, statusChangedAt: expect.any(String) });
    await admin.patch(`${ADMIN_LIST}/${id}`).send({ status: 'contacted' }).expect(409);
    await admin.patch(`${ADMIN_LIST}/${id}`).send({ status: 'introduced' }).expect(200);
    await admin.patch(`${ADMIN_LIST}/${id}`).send({ status: 'declined', declineReason: 'duplicate' }).expect(409);
    await admin.patch(`${ADMIN_LIST}/${id}`).send({ status: 'pending' }).expect(409);

    const moves: Array<{ fromStatus: string; toStatus: string; note: string | null }> = await t.dataSource.query(
      'SELECT fromStatus, toStatus, note FROM introduction_request_moves WHERE introductionRequestId = ? ORDER BY id',
      [id],
    );
    expect(moves).toEqual([
      { fromStatus: 'pending', toStatus: 'contacted', note: 'Called Sam' },
      { fromStatus: 'contacted', toStatus: 'introduced', note: null },
    ]);
    const audit = (await auditRows(t, 'introduction_request_moved')).filter((row) => row.subjectType === 'introduction_request' && row.subjectId === id);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorUserId: expect.any(Number), ipAddress: expect.any(String) });
    const introduced = (await admin.get(`${ADMIN_LIST}?status=introduced&pageSize=200`).expect(200)).body.data as Array<{ id: number; status: string }>;
    expect(introduced.map((row) => row.id)).toContain(id);
    expect(introduced.every((row) => row.status === 'introduced')).toBe(true);
    await admin.patch(`${ADMIN_LIST}/999999`).send({ status: 'contacted' }).expect(404);
  });

  it('declines only with a reason from the list, and "other" only with a note', async () => {
    const admin = await signInAsAdmin(t);
    const id = await introduction();
    expect((await admin.patch(`${ADMIN_LIST}/${id}`).send({ status: 'declined' }).expect(400)).body.errors).toEqual({ declineReason: 'Please choose a reason for declining' });
    expect((await admin.patch(`${ADMIN_LIST}/${id}`).send({ status: 'declined', declineReason: 'bored' }).expect(400)).body.errors).toEqual({ declineReason: 'Please choose a reason for declining' });
    expect((await admin.patch(`${ADMIN_LIST}/${id}`).send({ status: 'declined', declineReason: 'other' }).expect(400)).body.errors).toEqual({ note: 'Please add a note explaining the reason' });
    expect((await admin.patch(`${ADMIN_LIST}/${id}`).send({ status: 'contacted', declineReason: 'duplicate' }).expect(400)).body.errors).toEqual({ declineReason: 'A reason is only given when declining' });
    await admin.patch(`${ADMIN_LIST}/${id}`).send({ status: 'archived' }).expect(400);
    const declined = await admin.patch(`${ADMIN_LIST}/${id}`).send({ status: 'declined', declineReason: 'other', note: 'Charity closed' }).expect(200);
    expect(declined.body).toMatchObject({ status: 'declined', declineReason: 'other', statusNote: 'Charity closed' });
    await admin.patch(`${ADMIN_LIST}/${id}`).send({ status: 'contacted' }).expect(409);
  });

  it('exports the list as CSV with a formula cell neutralised', async () => {
    const admin = await signInAsAdmin(t);
    const id = await introduction({ contactName: '@SUM(A1:A9)', projectDescription: 'Line one,\nline "two" of the plan.' });
    const res = await admin.get(`${ADMIN_LIST}?format=csv`).expect(200).expect('Content-Type', /text\/csv/);
    const rows = parseCsv(res.text);
    expect(rows[0].slice(0, 6)).toEqual(['Id', 'Received at', 'Status', 'Overdue', 'Charity', 'Contact']);
    const row = rows.find((cells) => cells[0] === String(id))!;
    expect(row[5]).toBe("'@SUM(A1:A9)");
    expect(row[12]).toBe('Line one,\nline "two" of the plan.');
  });

  it('names the consultant a request asks for, on the list, after a move and in the CSV (issue 16)', async () => {
    const consultant = await preListedConsultantSignedIn(t);
    const admin = await signInAsAdmin(t);
    const id = await introduction({ consultantId: consultant.consultantId });
    const general = await introduction();
    const list = (await admin.get(`${ADMIN_LIST}?pageSize=200`).expect(200)).body.data as Array<{ id: number; consultantId: number | null; consultantName: string | null }>;
    expect(list.find((row) => row.id === id)).toMatchObject({ consultantId: consultant.consultantId, consultantName: 'Helen Marsh', charityName: expect.any(String), contactName: 'Sam Lee' });
    expect(list.find((row) => row.id === general)).toMatchObject({ consultantId: null, consultantName: null });
    expect((await admin.patch(`${ADMIN_LIST}/${id}`).send({ status: 'contacted' }).expect(200)).body.consultantName).toBe('Helen Marsh');
    const rows = parseCsv((await admin.get(`${ADMIN_LIST}?format=csv`).expect(200)).text);
    expect(rows[0].slice(8, 10)).toEqual(['Consultant id', 'Consultant']);
    expect(rows.find((cells) => cells[0] === String(id))?.slice(2, 10)).toEqual(['Contacted', 'false', expect.any(String), 'Sam Lee', expect.any(String), expect.any(String), String(consultant.consultantId), 'Helen Marsh']);
  });
});
