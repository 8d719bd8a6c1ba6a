import { EXPORT_COOLDOWN_MINUTES, PERSONAL_DATA_MESSAGES } from '../../src/contracts';
import { CharityWaitingListEntity } from '../../src/modules/enquiries/infrastructure/charity-waiting-list.entity';
import { IntroductionRequestEntity } from '../../src/modules/enquiries/infrastructure/introduction-request.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { preListedConsultantSignedIn, registeredCharity, SignedInCharity, SignedInConsultant } from '../support/dashboard-accounts';
import { insertProject } from '../support/seeding';
import { charityRegistration, signInAsAdmin } from '../support/fixtures';
import { createTestApp, TEST_ADMIN, TestApp } from '../support/test-app';
import { binaryBody, unzip } from './zip-reading';

const PASSWORD = charityRegistration().password;
const EXPECTED_FILES = ['account.json', 'consent.json', 'projects.json', 'messages.json', 'enquiries.json', 'reviews.json', 'mails.json', 'audit.json'];

// jest.config's per-project testTimeout is not applied to projects; MySQL migrations alone can take longer than 5 s.
jest.setTimeout(60_000);

describe('POST /api/account/export (issue 19, D19)', () => {
  let t: TestApp;
  let member: SignedInCharity;
  let memberEmail: string;
  let other: SignedInCharity;
  let consultant: SignedInConsultant;
  let projectId: number;
  let entries: Map<string, Buffer>;

  const emailOf = async (userId: number) => (await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: userId })).email;
  const json = (name: string) => JSON.parse(entries.get(name)!.toString('utf8'));

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    member = await registeredCharity(t, { name: 'Amara Lindqvist', organisation: 'Northside Shelter' });
    memberEmail = await emailOf(member.userId);
    other = await registeredCharity(t, { name: 'Otto Brennan', organisation: 'Eastgate Trust' });
    consultant = await preListedConsultantSignedIn(t);
    projectId = await insertProject(t, { charityId: member.charityId, consultantId: consultant.consultantId, status: 'in_progress' });
    const otherProject = await insertProject(t, { charityId: other.charityId, consultantId: consultant.consultantId, status: 'in_progress' });
    await member.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'Our trustees meet on Friday.' }).expect(201);
    await consultant.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'I will send the draft before then.' }).expect(201);
    await other.agent.post(`/api/projects/${otherProject}/messages`).send({ content: 'A secret of another charity.' }).expect(201);
    await member.agent.post(`/api/projects/${projectId}/files`).attach('file', Buffer.from('Minutes of the March board meeting\n'), { filename: 'minutes.txt', contentType: 'text/plain' }).expect(201);
    await consultant.agent.post(`/api/projects/${projectId}/files`).attach('file', Buffer.from('Consultant working notes\n'), { filename: 'notes.txt', contentType: 'text/plain' }).expect(201);
    await t.dataSource.manager.insert(IntroductionRequestEntity, { charityName: 'Northside Shelter', contactName: 'Amara Lindqvist', email: memberEmail, phone: null, projectDescription: 'Help with a bid.', expertiseNeeded: 'fundraising', timeline: 'Soon', status: 'pending' });
    await t.dataSource.manager.insert(CharityWaitingListEntity, { charityName: 'Eastgate Trust', contactName: 'Otto Brennan', email: await emailOf(other.userId), emailNormalized: (await emailOf(other.userId)).toLowerCase(), phone: null, charitySize: 'small', primaryNeed: 'finance', currentChallenges: null });
    // A reset mail carries a token: the export lists the mail, never its link.
    await t.http().post('/api/auth/forgot-password').send({ email: memberEmail }).expect(200);
  });
  afterAll(() => t.close());

  const exportAs = (agent: SignedInCharity['agent'], password: string) => agent.post('/api/account/export').send({ password }).buffer(true).parse(binaryBody);

  it('refuses a missing (401, not counted) or wrong (401, counted) password without starting a download', async () => {
    const missing = await member.agent.post('/api/account/export').send({}).expect(401);
    expect(missing.body.message).toBe(PERSONAL_DATA_MESSAGES.passwordRequired);
    expect((await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: member.userId })).failedLoginAttempts).toBe(0);
    const wrong = await exportAs(member.agent, 'Not-The-Passw0rd').expect(401);
    expect(wrong.headers['content-type']).toMatch(/application\/json/);
    expect((await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: member.userId })).failedLoginAttempts).toBe(1);
  });

  it('streams a ZIP attachment with every kind of record about the member', async () => {
    const res = await exportAs(member.agent, PASSWORD).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="charitybridge-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    entries = await unzip(res.body as Buffer);
    expect([...entries.keys()].filter((name) => !name.startsWith('files/'))).toEqual(EXPECTED_FILES);

    expect(json('account.json')).toMatchObject({ email: memberEmail, name: 'Amara Lindqvist', organisation: 'Northside Shelter', phone: '020 7946 0000', charity: { registeredNumber: '1234567', location: 'Leeds' }, consultant: null });
    expect(json('account.json')).not.toHaveProperty('password');
    expect(json('consent.json').acceptances).toEqual([expect.objectContaining({ kind: 'terms_and_privacy', termsVersion: '1.0', acceptedAt: expect.any(String) })]);
    const projects = json('projects.json');
    expect(projects).toEqual([expect.objectContaining({ id: projectId, yourSide: 'charity', status: 'in_progress' })]);
    expect(projects[0].history.map((row: { event: string }) => row.event)).toEqual(expect.arrayContaining(['file_uploaded']));
    expect(json('messages.json').map((m: { from: string; content: string; sentByYou: boolean }) => [m.from, m.content, m.sentByYou])).toEqual([
      ['You', 'Our trustees meet on Friday.', true],
      ['Helen', 'I will send the draft before then.', false],
    ]);
    const files = [...entries.keys()].filter((name) => name.startsWith('files/'));
    expect(files).toEqual([expect.stringMatching(/^files\/\d+-\d+-minutes\.txt$/)]);
    expect(entries.get(files[0])!.toString()).toBe('Minutes of the March board meeting\n');
    expect(json('enquiries.json').introduction_requests).toEqual([expect.objectContaining({ contactName: 'Amara Lindqvist', projectDescription: 'Help with a bid.' })]);
    expect(json('reviews.json')).toEqual({ written: [], received: [], caseStudies: [], caseStudyConsents: [] });
    const mails = json('mails.json');
    expect(mails.map((mail: { template: string }) => mail.template)).toContain('passwordReset');
    expect(mails[0]).toEqual({ template: expect.any(String), subject: expect.any(String), status: 'pending', queuedAt: expect.any(String), sentAt: null });
    expect(json('audit.json').map((row: { action: string }) => row.action)).toEqual(expect.arrayContaining(['terms_accepted', 'data_exported']));
  });

  it("holds nothing of any other member: no other e-mail, surname, message or file", async () => {
    const everything = [...entries.values()].map((content) => content.toString('utf8')).join('\n').toLowerCase();
    for (const userId of [other.userId, consultant.userId]) expect(everything).not.toContain((await emailOf(userId)).toLowerCase());
    for (const text of [TEST_ADMIN.email, 'Marsh', 'Otto Brennan', 'Eastgate', 'A secret of another charity', 'Consultant working notes', 'token=', 'reset-password']) {
      expect(everything).not.toContain(text.toLowerCase());
    }
  });

  it(`allows one export per ${EXPORT_COOLDOWN_MINUTES} minutes (429 with Retry-After)`, async () => {
    const again = await exportAs(member.agent, PASSWORD).expect(429);
    expect(again.headers['retry-after']).toBeDefined();
    expect(JSON.parse((again.body as Buffer).toString()).message).toMatch(/try again in \d+ minutes?/);
    // Another member is not held up by this one.
    await exportAs(other.agent, PASSWORD).expect(200);
    t.clock.advanceMinutes(EXPORT_COOLDOWN_MINUTES + 1);
    await exportAs(member.agent, PASSWORD).expect(200);
  });

  it('lets an admin or a consultant export their own data too', async () => {
    const admin = await signInAsAdmin(t);
    const own = await exportAs(admin, TEST_ADMIN.password).expect(200);
    expect(JSON.parse((await unzip(own.body as Buffer)).get('account.json')!.toString()).email).toBe(TEST_ADMIN.email);
    const mine = await unzip((await exportAs(consultant.agent, 'My-Own-Passw0rd').expect(200)).body as Buffer);
    expect(JSON.parse(mine.get('account.json')!.toString()).consultant).toMatchObject({ expertise: ['governance', 'strategy'], availabilityHistory: [] });
    expect(JSON.parse(mine.get('messages.json')!.toString()).map((m: { from: string }) => m.from)).toEqual(expect.arrayContaining(['Northside Shelter', 'Eastgate Trust', 'You']));
  });
});
