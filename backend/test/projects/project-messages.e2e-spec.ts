import { JobsScheduler } from '../../src/modules/jobs/application/jobs.scheduler';
import { MessageEntity } from '../../src/modules/projects/infrastructure/message.entity';
import { PROJECT_MESSAGES } from '../../src/contracts';
import { countStatements } from '../support/dashboard-accounts';
import { insertProject } from '../support/seeding';
import { createTestApp, TestApp } from '../support/test-app';
import { emailOf, mailsOf, ProjectCast, projectCast } from './project-team';

describe('project messages and the unread digest (issue 9, D8)', () => {
  let t: TestApp;
  let cast: ProjectCast;
  let projectId: number;

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    cast = await projectCast(t);
    projectId = await insertProject(t, { charityId: cast.owner.charityId, consultantId: cast.consultant.consultantId, status: 'in_progress' });
  });
  afterAll(() => t.close());

  it('stores a trimmed message in the spec shape, with the sender’s side', async () => {
    const res = await cast.owner.agent.post(`/api/projects/${projectId}/messages`).send({ content: '  Hello Helen, welcome aboard.  ' }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      projectId,
      senderId: cast.owner.userId,
      sender: { name: 'Priya Shah', role: 'charity', organization: 'Riverside Food Bank' },
      content: 'Hello Helen, welcome aboard.',
      createdAt: expect.any(String),
      isRead: false,
    });
    const reply = await cast.consultant.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'Thank you, glad to help.' }).expect(201);
    expect(reply.body.sender).toEqual({ name: 'Helen Marsh', role: 'consultant', organization: 'Marsh Governance' });
  });

  it('refuses blank, whitespace-only and over-long content', async () => {
    for (const content of ['', '   \n\t ', undefined]) {
      const res = await cast.owner.agent.post(`/api/projects/${projectId}/messages`).send({ content }).expect(400);
      expect(res.body.message).toBe(PROJECT_MESSAGES.messageBlank);
    }
    await cast.owner.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'x'.repeat(5000) }).expect(201);
    const long = await cast.owner.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'x'.repeat(5001) }).expect(400);
    expect(long.body.message).toBe(PROJECT_MESSAGES.messageTooLong);
  });

  it('marks the other side’s messages read when they fetch, not the reader’s own', async () => {
    const mine = await cast.owner.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'Are you free on Monday?' }).expect(201);
    const seenByOwner = await cast.owner.agent.get(`/api/projects/${projectId}/messages`).expect(200);
    expect(seenByOwner.body.find((m: { id: number }) => m.id === mine.body.id).isRead).toBe(false);

    await cast.admin.get(`/api/projects/${projectId}/messages`).expect(200);
    expect((await t.dataSource.getRepository(MessageEntity).findOneByOrFail({ id: mine.body.id })).isRead).toBe(false);

    const seenByConsultant = await cast.consultant.agent.get(`/api/projects/${projectId}/messages`).expect(200);
    expect(seenByConsultant.body.find((m: { id: number }) => m.id === mine.body.id).isRead).toBe(true);
    expect(seenByConsultant.body.map((m: { createdAt: string }) => m.createdAt)).toEqual([...seenByConsultant.body.map((m: { createdAt: string }) => m.createdAt)].sort());
  });

  it('lets admins read but not post; hides the conversation from everyone outside the project', async () => {
    const denied = await cast.admin.post(`/api/projects/${projectId}/messages`).send({ content: 'Hello' }).expect(403);
    expect(denied.body.message).toBe(PROJECT_MESSAGES.notParticipant);
    for (const agent of [cast.outsider.agent, cast.bystander.agent]) {
      await agent.get(`/api/projects/${projectId}/messages`).expect(404);
      await agent.post(`/api/projects/${projectId}/messages`).send({ content: 'Hello' }).expect(404);
    }
    await t.http().get(`/api/projects/${projectId}/messages`).expect(401);
    await t.http().post(`/api/projects/${projectId}/messages`).send({ content: 'Hello' }).expect(401);
  });

  it('reads a page of messages in at most three statements once nothing is unread', async () => {
    await cast.consultant.agent.get(`/api/projects/${projectId}/messages`).expect(200);
    const statements = await countStatements(t, () => cast.consultant.agent.get(`/api/projects/${projectId}/messages`).expect(200));
    expect(statements.length).toBeLessThanOrEqual(3);
  });

  it('sends one digest for three unread messages once they are 15 minutes old, and never repeats it', async () => {
    const quiet = await insertProject(t, { charityId: cast.owner.charityId, consultantId: cast.bystander.consultantId, status: 'in_progress', title: 'Quiet project' });
    const digest = t.app.get(JobsScheduler).jobs().find((job) => job.name === 'project-message-digest')!;
    await digest.run(); // clears whatever earlier tests left unread
    const consultantEmail = await emailOf(t, cast.bystander.userId);
    for (const content of ['First', 'Second', 'Third']) {
      await cast.owner.agent.post(`/api/projects/${quiet}/messages`).send({ content }).expect(201);
    }
    await digest.run();
    expect(await mailsOf(t, 'projectUnreadDigest', consultantEmail)).toHaveLength(0);

    t.clock.advanceMinutes(16);
    await digest.run();
    await digest.run();
    const mails = await mailsOf(t, 'projectUnreadDigest', consultantEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('3 unread messages');
    expect(mails[0].textBody).toContain('Quiet project: 3 new messages');

    await cast.owner.agent.post(`/api/projects/${quiet}/messages`).send({ content: 'Fourth' }).expect(201);
    t.clock.advanceMinutes(16);
    await digest.run();
    expect(await mailsOf(t, 'projectUnreadDigest', consultantEmail)).toHaveLength(2);
  });

  it('sends nothing for messages read before the digest was due', async () => {
    const read = await insertProject(t, { charityId: cast.owner.charityId, consultantId: cast.consultant.consultantId, status: 'in_progress' });
    const digest = t.app.get(JobsScheduler).jobs().find((job) => job.name === 'project-message-digest')!;
    await digest.run();
    const ownerEmail = await emailOf(t, cast.owner.userId);
    const before = (await mailsOf(t, 'projectUnreadDigest', ownerEmail)).length;
    await cast.consultant.agent.post(`/api/projects/${read}/messages`).send({ content: 'Draft attached' }).expect(201);
    await cast.owner.agent.get(`/api/projects/${read}/messages`).expect(200);
    t.clock.advanceMinutes(20);
    await digest.run();
    expect(await mailsOf(t, 'projectUnreadDigest', ownerEmail)).toHaveLength(before);
  });
});
