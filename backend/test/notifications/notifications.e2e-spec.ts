import { NotificationEntity } from '../../src/modules/notifications/infrastructure/notification.entity';
import { applicant } from '../admin/admin-support';
import { countStatements, preListedConsultantSignedIn, registeredCharity, SignedInCharity, SignedInConsultant } from '../support/dashboard-accounts';
import { insertProject } from '../support/seeding';
import { signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/** Issue 16, the notification centre: each event notifies the right member (and nobody else); the bell's two routes. */
describe('notifications', () => {
  let t: TestApp;
  let charity: SignedInCharity;
  let consultant: SignedInConsultant;
  let bystander: SignedInConsultant;
  let projectId: number;

  const stored = (userId: number) => t.dataSource.getRepository(NotificationEntity).find({ where: { userId }, order: { id: 'ASC' } });
  const kindsOf = async (userId: number) => (await stored(userId)).map((row) => row.kind);
  const clear = () => t.dataSource.getRepository(NotificationEntity).clear();

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    charity = await registeredCharity(t, { organisation: 'Riverside Food Bank' });
    consultant = await preListedConsultantSignedIn(t);
    bystander = await preListedConsultantSignedIn(t);
    projectId = await insertProject(t, { charityId: charity.charityId, title: 'Budget review', status: 'in_progress', consultantId: consultant.consultantId });
  });
  beforeEach(() => clear());
  afterAll(() => t.close());

  it('a message notifies the other side only, once per project until they read it', async () => {
    await charity.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'Hello there' }).expect(201);
    await charity.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'And again' }).expect(201);

    const list = await consultant.agent.get('/api/notifications').expect(200);
    expect(list.body).toMatchObject({ total: 1, unread: 1, page: 1, pageSize: 20 });
    expect(list.body.data).toEqual([
      { id: expect.any(Number), kind: 'projectMessage', title: expect.stringMatching(/^New message from \S+ in "Budget review"$/), link: `/projects/${projectId}`, createdAt: expect.any(String), read: false },
    ]);
    expect(await kindsOf(charity.userId)).toEqual([]);
    expect(await kindsOf(bystander.userId)).toEqual([]);

    // Once read, the next message is a new notification.
    await consultant.agent.post('/api/notifications/read').send({ all: true }).expect(200, { unread: 0 });
    await charity.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'Third' }).expect(201);
    expect((await consultant.agent.get('/api/notifications').expect(200)).body).toMatchObject({ total: 2, unread: 1 });
  });

  it('a status change notifies the other side; an assignment notifies the charity and the consultant', async () => {
    const second = await insertProject(t, { charityId: charity.charityId, title: 'Governance', status: 'pending' });
    const admin = await signInAsAdmin(t);
    await admin.post(`/api/projects/${second}/assign`).send({ consultantId: consultant.consultantId }).expect(200);
    const [toCharity] = (await charity.agent.get('/api/notifications').expect(200)).body.data;
    expect(toCharity).toMatchObject({ kind: 'projectConsultantAssigned', link: `/projects/${second}` });
    // D4: the charity sees the consultant's first name only.
    expect(toCharity.title).toMatch(/^\S+ is now the consultant on "Governance"$/);
    const [toConsultant] = (await consultant.agent.get('/api/notifications').expect(200)).body.data;
    expect(toConsultant.title).toBe('You are now the consultant on "Governance" for Riverside Food Bank');

    await clear();
    await consultant.agent.patch(`/api/projects/${second}/status`).send({ status: 'completed' }).expect(200);
    // Completion also asks both sides for a review (issue 18, D18).
    expect((await kindsOf(charity.userId)).sort()).toEqual(['projectStatusChanged', 'reviewRequested']);
    expect(await kindsOf(consultant.userId)).toEqual(['reviewRequested']);
    const titles = (await charity.agent.get('/api/notifications').expect(200)).body.data.map((row: { title: string }) => row.title);
    expect(titles.some((title: string) => /^"Governance" moved from In Progress to Completed/.test(title))).toBe(true);
  });

  it('an answered membership request notifies the charity', async () => {
    const admin = await signInAsAdmin(t);
    const request = await charity.agent.post('/api/membership/requests').send({ type: 'activate' }).expect(201);
    await admin.post(`/api/admin/membership-requests/${request.body.id}/activate`).send({}).expect(200);
    const [note] = (await charity.agent.get('/api/notifications').expect(200)).body.data;
    expect(note).toMatchObject({ kind: 'membershipRequestAnswered', link: '/charity-dashboard' });
    expect(note.title).toMatch(/^Your membership activation request was approved: membership runs until \d{4}-\d{2}-\d{2}$/);
  });

  it('an introduction request that names the consultant tells them who asked and what for; one without a consultant tells nobody', async () => {
    await t
      .http()
      .post('/api/introduction-requests')
      .send({ charityName: 'Hillside Hospice', contactName: 'Alex Kim', email: 'alex@example.org', projectDescription: 'Finance systems review', expertiseNeeded: 'finance', timeline: 'soon', consultantId: consultant.consultantId })
      .expect(201);
    const [note] = (await consultant.agent.get('/api/notifications').expect(200)).body.data;
    expect(note).toMatchObject({ kind: 'introductionRequested', link: '/consultant-dashboard#introduction-requests' });
    expect(note.title).toContain('Alex Kim (Hillside Hospice) asked to be introduced to you about Finance');
    expect(await kindsOf(bystander.userId)).toEqual([]);

    await t.http().post('/api/introduction-requests').send({ charityName: 'Hillside Hospice', contactName: 'Alex Kim', email: 'alex@example.org', projectDescription: 'Anyone at all', expertiseNeeded: 'finance', timeline: 'soon' }).expect(201);
    expect(await t.dataSource.getRepository(NotificationEntity).count()).toBe(1);
  });

  it('approving or rejecting an application notifies the applicant', async () => {
    const admin = await signInAsAdmin(t);
    const approved = await applicant(t);
    const rejected = await applicant(t);
    await admin.post(`/api/admin/consultant-applications/${approved.consultantId}/approve`).expect(200);
    await admin.post(`/api/admin/consultant-applications/${rejected.consultantId}/reject`).send({}).expect(200);
    expect(await kindsOf(approved.userId)).toEqual(['applicationApproved']);
    expect(await kindsOf(rejected.userId)).toEqual(['applicationRejected']);
  });

  it('GET changes nothing and costs at most three statements; POST marks only the caller’s own notifications', async () => {
    await charity.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'One' }).expect(201);
    await consultant.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'Two' }).expect(201);
    const mine = (await consultant.agent.get('/api/notifications').expect(200)).body;
    expect((await consultant.agent.get('/api/notifications').expect(200)).body.unread).toBe(1);
    const statements = await countStatements(t, () => consultant.agent.get('/api/notifications?page=1&pageSize=5').expect(200));
    expect(statements.length).toBeLessThanOrEqual(3);

    const charityNote = (await charity.agent.get('/api/notifications').expect(200)).body.data[0];
    // Another member's id is answered like an unknown one, and nothing is marked.
    await consultant.agent.post('/api/notifications/read').send({ ids: [charityNote.id] }).expect(404);
    await consultant.agent.post('/api/notifications/read').send({ ids: [mine.data[0].id, 999999] }).expect(404);
    expect((await charity.agent.get('/api/notifications').expect(200)).body.unread).toBe(1);
    expect((await consultant.agent.get('/api/notifications').expect(200)).body.unread).toBe(1);

    await consultant.agent.post('/api/notifications/read').send({ ids: [mine.data[0].id] }).expect(200, { unread: 0 });
    expect((await consultant.agent.get('/api/notifications').expect(200)).body.data[0].read).toBe(true);
    expect((await charity.agent.get('/api/notifications').expect(200)).body.unread).toBe(1);
  });

  it('refuses bad bodies and queries with 400, anonymous callers with 401', async () => {
    for (const body of [{}, { ids: [1], all: true }, { all: false }, { ids: [] }, { ids: ['x'] }, { ids: [1], role: 'admin' }]) {
      await consultant.agent.post('/api/notifications/read').send(body).expect(400);
    }
    await consultant.agent.get('/api/notifications?pageSize=500').expect(400);
    await consultant.agent.get('/api/notifications?page=0').expect(400);
    const anonymous = await t.http().get('/api/notifications').expect(401);
    expect(anonymous.body.message).toBe('Authentication required');
    await t.http().post('/api/notifications/read').send({ all: true }).expect(401);
  });
});
