import { UnreadDigestService } from '../../src/modules/projects';
import { preListedConsultantSignedIn, registeredCharity, SignedInCharity, SignedInConsultant } from '../support/dashboard-accounts';
import { insertProject } from '../support/seeding';
import { charityRegistration } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { emailOf, mailsOf } from '../projects/project-team';

// jest.config's per-project testTimeout is not applied to projects; MySQL migrations alone can take longer than 5 s.
jest.setTimeout(60_000);

describe('Consent history and mail preferences (issue 19, D19)', () => {
  let t: TestApp;
  let member: SignedInCharity;
  let consultant: SignedInConsultant;
  let projectId: number;

  const digestsTo = async () => (await mailsOf(t, 'projectUnreadDigest', await emailOf(t, member.userId))).length;
  const messageAndWait = async (content: string) => {
    await consultant.agent.post(`/api/projects/${projectId}/messages`).send({ content }).expect(201);
    t.clock.advanceMinutes(16);
    await t.app.get(UnreadDigestService).sendDue();
  };

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    member = await registeredCharity(t);
    consultant = await preListedConsultantSignedIn(t);
    projectId = await insertProject(t, { charityId: member.charityId, consultantId: consultant.consultantId, status: 'in_progress' });
  });
  afterAll(() => t.close());

  it('shows every acceptance, and digests and reminders on until the member chooses', async () => {
    const res = await member.agent.get('/api/account/consents').expect(200);
    expect(res.body).toEqual({
      acceptances: [{ termsVersion: '1.0', acceptedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }],
      nonEssentialMail: { granted: true, history: [] },
    });
  });

  it('stores each choice as a consent record and refuses anything but a boolean', async () => {
    await member.agent.put('/api/account/mail-preferences').send({ nonEssentialMail: 'no' }).expect(400);
    await member.agent.put('/api/account/mail-preferences').send({}).expect(400);
    const off = await member.agent.put('/api/account/mail-preferences').send({ nonEssentialMail: false }).expect(200);
    expect(off.body.nonEssentialMail).toEqual({ granted: false, history: [{ granted: false, recordedAt: expect.any(String) }] });
    // Another member's choices are their own.
    expect((await consultant.agent.get('/api/account/consents').expect(200)).body.nonEssentialMail).toEqual({ granted: true, history: [] });
  });

  it('honours the choice: no digest while opted out, security notices still sent, digests again once opted in', async () => {
    await messageAndWait('Draft attached.');
    expect(await digestsTo()).toBe(0);

    await member.agent.post('/api/auth/change-password').send({ currentPassword: charityRegistration().password, newPassword: 'Another-Passw0rd!' }).expect(200);
    expect(await mailsOf(t, 'passwordChanged', await emailOf(t, member.userId))).toHaveLength(1);

    const on = await member.agent.put('/api/account/mail-preferences').send({ nonEssentialMail: true }).expect(200);
    expect(on.body.nonEssentialMail.history.map((choice: { granted: boolean }) => choice.granted)).toEqual([false, true]);
    await messageAndWait('Second draft attached.');
    expect(await digestsTo()).toBe(1);
  });
});
