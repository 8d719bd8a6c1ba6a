import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { preListedConsultant, signInAsAdmin } from '../support/fixtures';
import { createTestApp, TEST_ADMIN, TestApp } from '../support/test-app';
import { applicant, parseCsv } from './admin-support';

/** Issue 10 item 7: the audit log is read through the API, filtered and paged, and nothing can change it. */
describe('admin: audit log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000', FORM_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  it('lists admin writes with actor, action, subject, time and IP; filters by actor, action and day; exports CSV', async () => {
    const admin = await signInAsAdmin(t);
    const adminUser = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ username: TEST_ADMIN.username });
    const person = await applicant(t);
    await admin.post(`/api/admin/consultant-applications/${person.consultantId}/approve`).expect(200);
    const created = (await admin.post('/api/admin/create-pre-listed-consultant').send(preListedConsultant()).expect(201)).body;

    const all = (await admin.get('/api/admin/audit-log').expect(200)).body;
    expect(all).toMatchObject({ page: 1, pageSize: 50, total: expect.any(Number) });
    const approval = all.data.find((row: { action: string }) => row.action === 'consultant_application_approved');
    expect(approval).toEqual({
      id: expect.any(Number),
      action: 'consultant_application_approved',
      actorUserId: adminUser.id,
      actorUsername: TEST_ADMIN.username,
      subjectUserId: person.userId,
      subjectType: 'consultant',
      subjectId: person.consultantId,
      ipAddress: expect.any(String),
      details: null,
      createdAt: expect.any(String),
    });
    expect(all.data.find((row: { action: string }) => row.action === 'temp_credentials_assigned')).toMatchObject({ actorUserId: adminUser.id, subjectId: created.consultantId, ipAddress: expect.any(String) });

    const byAction = (await admin.get('/api/admin/audit-log?action=consultant_application_approved').expect(200)).body;
    expect(byAction.data.every((row: { action: string }) => row.action === 'consultant_application_approved')).toBe(true);
    expect(byAction.total).toBe(1);
    const byActor = (await admin.get(`/api/admin/audit-log?actorUserId=${person.userId}`).expect(200)).body;
    expect(byActor.data.every((row: { actorUserId: number }) => row.actorUserId === person.userId)).toBe(true);
    expect(byActor.data.map((row: { action: string }) => row.action)).toContain('terms_accepted');
    // Issue 16: by who, not by an id: part of the username or of the name, any case, wildcards taken literally.
    const applicantUser = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: person.userId });
    for (const actor of [applicantUser.username.slice(2, -1).toUpperCase(), applicantUser.name.split(' ')[0]]) {
      const byName = (await admin.get('/api/admin/audit-log').query({ actor }).expect(200)).body;
      expect(byName.total).toBeGreaterThan(0);
      expect(byName.data.every((row: { actorUserId: number }) => row.actorUserId === person.userId || row.actorUserId !== adminUser.id)).toBe(true);
      expect(byName.data.some((row: { actorUserId: number }) => row.actorUserId === adminUser.id)).toBe(false);
    }
    expect((await admin.get('/api/admin/audit-log').query({ actor: '%' }).expect(200)).body.total).toBe(0);
    expect((await admin.get('/api/admin/audit-log').query({ actor: TEST_ADMIN.username }).expect(200)).body.data.every((row: { actorUserId: number }) => row.actorUserId === adminUser.id)).toBe(true);
    await admin.get('/api/admin/audit-log').query({ actor: 'x'.repeat(101) }).expect(400);

    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await admin.get(`/api/admin/audit-log?from=${today}&to=${today}`).expect(200)).body.total).toBe(all.total);
    expect((await admin.get('/api/admin/audit-log?to=2000-01-01').expect(200)).body.total).toBe(0);
    expect((await admin.get('/api/admin/audit-log?from=2026-02-31').expect(400)).body.errors).toEqual({ from: 'Please give a date as YYYY-MM-DD' });
    await admin.get('/api/admin/audit-log?action=drop_tables').expect(400);
    expect((await admin.get('/api/admin/audit-log?pageSize=1&page=2').expect(200)).body.data).toHaveLength(1);

    const csv = await admin.get('/api/admin/audit-log?format=csv&action=consultant_application_approved').expect(200).expect('Content-Type', /text\/csv/);
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual(['Id', 'Time', 'Action', 'Actor id', 'Actor', 'Subject user id', 'Subject type', 'Subject id', 'IP address', 'Details']);
    expect(rows).toHaveLength(2);
    // Words, not keys (issue 16): the action as a person reads it.
    expect(rows[1][2]).toBe('Consultant application approved');
  });

  it('has no route that edits or deletes a row', async () => {
    const admin = await signInAsAdmin(t);
    const [row] = (await admin.get('/api/admin/audit-log').expect(200)).body.data;
    for (const method of ['patch', 'put', 'delete'] as const) {
      const res = await admin[method](`/api/admin/audit-log/${row.id}`).send({ action: 'password_reset' });
      expect([404, 405]).toContain(res.status);
      expect((await admin[method]('/api/admin/audit-log').send({})).status).toBeGreaterThanOrEqual(404);
    }
    const again = (await admin.get('/api/admin/audit-log').expect(200)).body.data.find((entry: { id: number }) => entry.id === row.id);
    expect(again).toEqual(row);
  });
});
