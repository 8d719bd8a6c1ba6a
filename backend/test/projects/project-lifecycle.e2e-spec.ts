import { AuditLogEntity } from '../../src/modules/audit/infrastructure/audit-log.entity';
import { ProjectEntity } from '../../src/modules/projects/infrastructure/project.entity';
import { PROJECT_ESTIMATED_HOURS_MAX, PROJECT_MESSAGES } from '../../src/contracts';
import { insertProject } from '../support/seeding';
import { createTestApp, TestApp } from '../support/test-app';
import { emailOf, mailsOf, ProjectCast, projectCast, projectRequest } from './project-team';

describe('projects: request, read, status and assignment (issue 9, D8)', () => {
  let t: TestApp;
  let cast: ProjectCast;

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    cast = await projectCast(t);
  });
  afterAll(() => t.close());

  describe('POST /api/projects', () => {
    it('creates a pending project of the caller’s charity and tells the admins', async () => {
      const res = await cast.owner.agent.post('/api/projects').send(projectRequest({ type: 'oneoff', title: 'One-off finance review' })).expect(201);
      expect(res.body).toMatchObject({ title: 'One-off finance review', status: 'pending', expertiseRequired: ['fundraising', 'strategy'] });
      const stored = await t.dataSource.getRepository(ProjectEntity).findOneByOrFail({ id: res.body.id });
      expect(stored).toMatchObject({ charityId: cast.owner.charityId, consultantId: null, status: 'pending', estimatedHours: 40, notes: 'Board meets monthly.', type: 'oneoff' });
      const notices = await mailsOf(t, 'projectRequestAdmin');
      expect(notices.some((m) => m.toAddress === t.config.adminNotifyEmail && m.textBody.includes('One-off finance review'))).toBe(true);
    });

    it('refuses status, consultantId and charityId in the body and stores nothing (no mass assignment)', async () => {
      const before = await t.dataSource.getRepository(ProjectEntity).count();
      for (const extra of [{ status: 'completed' }, { consultantId: cast.consultant.consultantId }, { charityId: cast.outsider.charityId }]) {
        await cast.owner.agent.post('/api/projects').send(projectRequest(extra)).expect(400);
      }
      expect(await t.dataSource.getRepository(ProjectEntity).count()).toBe(before);
    });

    it('needs at least one area of expertise', async () => {
      const res = await cast.owner.agent.post('/api/projects').send(projectRequest({ expertiseRequired: [] })).expect(400);
      expect(res.body).toMatchObject({ message: 'Please select at least one area of expertise', errors: { expertiseRequired: 'Please select at least one area of expertise' } });
      await cast.owner.agent.post('/api/projects').send(projectRequest({ expertiseRequired: ['astrology'] })).expect(400);
    });

    it('takes estimatedHours only as a whole number of 0 or more', async () => {
      for (const estimatedHours of [-1, 2.5, 'ten']) {
        const res = await cast.owner.agent.post('/api/projects').send(projectRequest({ estimatedHours })).expect(400);
        expect(res.body.errors).toHaveProperty('estimatedHours');
      }
      await cast.owner.agent.post('/api/projects').send(projectRequest({ estimatedHours: 0 })).expect(201);
      await cast.owner.agent.post('/api/projects').send(projectRequest({ estimatedHours: PROJECT_ESTIMATED_HOURS_MAX })).expect(201);
    });

    it('refuses more estimated hours than the form takes with 400, not a database error', async () => {
      const before = await t.dataSource.getRepository(ProjectEntity).count();
      for (const estimatedHours of [PROJECT_ESTIMATED_HOURS_MAX + 1, 2 ** 31, 1e20]) {
        const res = await cast.owner.agent.post('/api/projects').send(projectRequest({ estimatedHours })).expect(400);
        expect(res.body.errors).toEqual({ estimatedHours: PROJECT_MESSAGES.estimatedHoursTooMany });
      }
      expect(await t.dataSource.getRepository(ProjectEntity).count()).toBe(before);
      await cast.owner.agent.post('/api/projects').send(projectRequest({ estimatedHours: null, startDate: null, endDate: null, notes: '' })).expect(201);
    });

    it('enforces the date rules: YYYY-MM-DD, end not before start, start not in the past', async () => {
      const endFirst = await cast.owner.agent.post('/api/projects').send(projectRequest({ startDate: '2099-06-10', endDate: '2099-06-09' })).expect(400);
      expect(endFirst.body).toMatchObject({ message: 'End date must be after start date', errors: { endDate: 'End date must be after start date' } });
      const past = await cast.owner.agent.post('/api/projects').send(projectRequest({ startDate: '2020-01-01', endDate: '2099-01-01' })).expect(400);
      expect(past.body.errors).toEqual({ startDate: PROJECT_MESSAGES.startInPast });
      await cast.owner.agent.post('/api/projects').send(projectRequest({ startDate: '10/06/2099' })).expect(400);
      await cast.owner.agent.post('/api/projects').send(projectRequest({ startDate: '2099-02-30' })).expect(400);
      await cast.owner.agent.post('/api/projects').send(projectRequest({ startDate: '2099-06-10', endDate: '2099-06-10' })).expect(201);
    });

    it('is for charities only', async () => {
      await cast.consultant.agent.post('/api/projects').send(projectRequest()).expect(403);
      await cast.admin.post('/api/projects').send(projectRequest()).expect(403);
      await t.http().post('/api/projects').send(projectRequest()).expect(401);
    });
  });

  describe('GET /api/projects/:id', () => {
    it('shows the owner, the assigned consultant and admins the read shape with team and history', async () => {
      const created = await cast.owner.agent.post('/api/projects').send(projectRequest({ title: 'Governance review' })).expect(201);
      const id = created.body.id as number;
      await cast.admin.post(`/api/projects/${id}/assign`).send({ consultantId: cast.consultant.consultantId }).expect(200);

      for (const agent of [cast.owner.agent, cast.consultant.agent, cast.admin]) {
        const res = await agent.get(`/api/projects/${id}`).expect(200);
        expect(res.body).toMatchObject({
          id,
          title: 'Governance review',
          status: 'in_progress',
          expertiseRequired: ['fundraising', 'strategy'],
          estimatedHours: 40,
          charity: { name: 'Riverside Food Bank', contactEmail: await emailOf(t, cast.owner.userId) },
          consultant: { name: 'Helen Marsh', expertise: ['governance', 'strategy'], organization: 'Marsh Governance' },
        });
        expect(res.body.history.map((h: { event: string; toStatus: string }) => [h.event, h.toStatus])).toEqual([
          ['created', 'pending'],
          ['consultant_assigned', 'in_progress'],
        ]);
        expect(res.body.history[1].actor).toEqual({ name: expect.any(String), role: 'admin' });
      }
    });

    it('answers 404 to another charity, an unassigned consultant, an unknown or non-numeric id; 401 anonymously', async () => {
      const id = await insertProject(t, { charityId: cast.owner.charityId, consultantId: cast.consultant.consultantId, status: 'in_progress' });
      for (const agent of [cast.outsider.agent, cast.bystander.agent]) {
        const res = await agent.get(`/api/projects/${id}`).expect(404);
        expect(res.body.message).toBe('Project not found');
      }
      await cast.owner.agent.get('/api/projects/999999').expect(404);
      await cast.owner.agent.get('/api/projects/abc').expect(404);
      await t.http().get(`/api/projects/${id}`).expect(401);
    });

    it('shows no consultant before one is assigned', async () => {
      const id = await insertProject(t, { charityId: cast.owner.charityId });
      const res = await cast.owner.agent.get(`/api/projects/${id}`).expect(200);
      expect(res.body.consultant).toBeNull();
      expect(res.body.history).toEqual([]);
    });
  });

  describe('status moves (D8)', () => {
    const fresh = (status: ProjectEntity['status'], consultantId: number | null = null) => insertProject(t, { charityId: cast.owner.charityId, status, consultantId });

    it('lets an admin make each allowed move, audits it and mails the charity', async () => {
      const id = await fresh('pending');
      await cast.admin.patch(`/api/projects/${id}/status`).send({ status: 'matching' }).expect(200);
      const audit = await t.dataSource.getRepository(AuditLogEntity).findOneByOrFail({ action: 'project_status_changed', subjectId: id });
      expect(JSON.parse(audit.details ?? '{}')).toEqual({ from: 'pending', to: 'matching' });
      const mails = await mailsOf(t, 'projectStatusChanged', await emailOf(t, cast.owner.userId));
      expect(mails.some((m) => m.textBody.includes('from Pending to Matching'))).toBe(true);
      // Work only starts with a consultant: the admin assigns one instead.
      await cast.admin.patch(`/api/projects/${id}/status`).send({ status: 'in_progress' }).expect(409);
      await cast.admin.post(`/api/projects/${id}/assign`).send({ consultantId: cast.consultant.consultantId }).expect(200);
      await cast.admin.patch(`/api/projects/${id}/status`).send({ status: 'completed' }).expect(200);
      for (const status of ['pending', 'matching', 'in_progress', 'cancelled'] as const) {
        const refused = await cast.admin.patch(`/api/projects/${id}/status`).send({ status }).expect(409);
        expect(refused.body.message).toBe(PROJECT_MESSAGES.statusRefused);
      }
    });

    it('lets an admin cancel pending, matching and in-progress projects, but not closed ones', async () => {
      for (const [status, consultantId] of [['pending', null], ['matching', null], ['in_progress', cast.consultant.consultantId]] as const) {
        const id = await fresh(status, consultantId);
        await cast.admin.patch(`/api/projects/${id}/status`).send({ status: 'cancelled' }).expect(200);
        await cast.admin.patch(`/api/projects/${id}/status`).send({ status: 'matching' }).expect(409);
      }
      await cast.admin.patch(`/api/projects/${await fresh('pending')}/status`).send({ status: 'completed' }).expect(409);
    });

    it('lets the assigned consultant only mark work in progress as completed, and tells the charity', async () => {
      const id = await fresh('in_progress', cast.consultant.consultantId);
      await cast.consultant.agent.patch(`/api/projects/${id}/status`).send({ status: 'cancelled' }).expect(409);
      const done = await cast.consultant.agent.patch(`/api/projects/${id}/status`).send({ status: 'completed' }).expect(200);
      expect(done.body.status).toBe('completed');
      const mails = await mailsOf(t, 'projectStatusChanged', await emailOf(t, cast.owner.userId));
      expect(mails.some((m) => m.textBody.includes('from In Progress to Completed'))).toBe(true);
      const matching = await fresh('matching', cast.consultant.consultantId);
      await cast.consultant.agent.patch(`/api/projects/${matching}/status`).send({ status: 'in_progress' }).expect(409);
      await cast.bystander.agent.patch(`/api/projects/${id}/status`).send({ status: 'completed' }).expect(404);
    });

    it('lets the charity cancel its own project only while pending or matching', async () => {
      await cast.owner.agent.patch(`/api/projects/${await fresh('pending')}/status`).send({ status: 'cancelled' }).expect(200);
      await cast.owner.agent.patch(`/api/projects/${await fresh('matching')}/status`).send({ status: 'cancelled' }).expect(200);
      await cast.owner.agent.patch(`/api/projects/${await fresh('in_progress', cast.consultant.consultantId)}/status`).send({ status: 'cancelled' }).expect(409);
      await cast.owner.agent.patch(`/api/projects/${await fresh('pending')}/status`).send({ status: 'matching' }).expect(409);
      await cast.outsider.agent.patch(`/api/projects/${await fresh('pending')}/status`).send({ status: 'cancelled' }).expect(404);
      await cast.owner.agent.patch(`/api/projects/${await fresh('pending')}/status`).send({ status: 'archived' }).expect(400);
      await t.http().patch(`/api/projects/${await fresh('pending')}/status`).send({ status: 'cancelled' }).expect(401);
    });

    it('tells the replaced consultant when an admin reassigns an in-progress project, and nobody when it stays with them', async () => {
      const id = await fresh('in_progress', cast.consultant.consultantId);
      const [replacedEmail, newEmail] = [await emailOf(t, cast.consultant.userId), await emailOf(t, cast.bystander.userId)];
      const replacedMails = async () => (await mailsOf(t, 'projectConsultantReplaced')).filter((m) => m.textBody.includes(`(number ${id})`));

      await cast.admin.post(`/api/projects/${id}/assign`).send({ consultantId: cast.bystander.consultantId }).expect(200);
      const mails = await replacedMails();
      expect(mails.map((m) => m.toAddress)).toEqual([replacedEmail]);
      expect(mails[0].textBody).toContain('has been reassigned to another consultant');
      expect((await mailsOf(t, 'projectConsultantAssigned', newEmail)).some((m) => m.textBody.includes(`/projects/${id}`))).toBe(true);

      await cast.admin.post(`/api/projects/${id}/assign`).send({ consultantId: cast.bystander.consultantId }).expect(200);
      expect(await replacedMails()).toHaveLength(1);
      await cast.consultant.agent.get(`/api/projects/${id}`).expect(404);
    });

    it('assigns only approved consultants, only by admins, never to a closed project', async () => {
      const id = await fresh('pending');
      const unknown = await cast.admin.post(`/api/projects/${id}/assign`).send({ consultantId: 999999 }).expect(400);
      expect(unknown.body.message).toBe(PROJECT_MESSAGES.consultantNotApproved);
      // Only admins assign: the owner, another charity, an unassigned consultant (even naming themselves).
      for (const agent of [cast.owner.agent, cast.outsider.agent, cast.bystander.agent]) {
        await agent.post(`/api/projects/${id}/assign`).send({ consultantId: cast.bystander.consultantId }).expect(403);
      }
      expect((await t.dataSource.getRepository(ProjectEntity).findOneByOrFail({ id })).consultantId).toBeNull();
      const assigned = await cast.admin.post(`/api/projects/${id}/assign`).send({ consultantId: cast.consultant.consultantId }).expect(200);
      expect(assigned.body.status).toBe('in_progress');
      expect(await mailsOf(t, 'projectConsultantAssigned', await emailOf(t, cast.consultant.userId))).not.toHaveLength(0);
      expect(await t.dataSource.getRepository(AuditLogEntity).countBy({ action: 'project_consultant_assigned', subjectId: id })).toBe(1);
      await cast.admin.post(`/api/projects/${await fresh('completed', cast.consultant.consultantId)}/assign`).send({ consultantId: cast.bystander.consultantId }).expect(409);
      await cast.admin.post('/api/projects/999999/assign').send({ consultantId: cast.consultant.consultantId }).expect(404);
      await t.http().post(`/api/projects/${id}/assign`).send({ consultantId: cast.consultant.consultantId }).expect(401);
    });
  });
});
