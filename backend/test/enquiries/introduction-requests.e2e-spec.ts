import { AVAILABILITY_FRESH_DAYS, DIRECTORY_MESSAGES, DIRECTORY_TEXTS, INTRODUCTION_MESSAGES as M } from '../../src/contracts';
import { FormSubmissionEntity } from '../../src/modules/enquiries/infrastructure/form-submission.entity';
import { IntroductionRequestEntity } from '../../src/modules/enquiries/infrastructure/introduction-request.entity';
import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { insertConsultant } from '../support/seeding';
import { createTestApp, signIn, TEST_ADMIN, TestApp } from '../support/test-app';

const URL = '/api/introduction-requests';
const TOO_MANY = { statusCode: 429, message: 'Too many requests. Please wait a moment and try again.' };

let seeded = 0;
/** A consultant with a private surname, e-mail and phone that must go nowhere. */
async function seedConsultant(t: TestApp, approved: boolean, availability: { available: boolean; confirmedDaysAgo: number } = { available: true, confirmedDaysAgo: 0 }): Promise<number> {
  seeded += 1;
  const email = `sarah.private${seeded}@example.org`;
  const { consultantId } = await insertConsultant(t, {
    user: { username: `introconsultant${seeded}`, email, name: `Sarah Privatesurname${seeded}`, phone: '+44 7700 900123' },
    profile: {
      expertise: ['fundraising'],
      availability: availability.available,
      isApproved: approved,
      availabilityConfirmedAt: new Date(t.clock.now().getTime() - availability.confirmedDaysAgo * 86_400_000),
    },
  });
  return consultantId;
}

let mailCounter = 0;
const uniqueEmail = () => `requester${++mailCounter}@charity.example`;

const dialog = (overrides: Record<string, unknown> = {}) => ({
  charityName: 'Hope Trust',
  contactName: 'Sam Lee',
  email: uniqueEmail(),
  phone: '0161 496 0000',
  projectDescription: 'We need help to plan our fundraising year.',
  expertiseNeeded: 'fundraising',
  timeline: 'soon',
  ...overrides,
});

const modal = (consultantId: number, overrides: Record<string, unknown> = {}) => ({
  consultantId,
  consultantName: 'Sarah',
  consultantEmail: 'guessed@example.org',
  requesterName: 'Alex Kim',
  requesterEmail: uniqueEmail(),
  requesterOrganisation: 'Riverside Food Bank',
  message: 'Could we talk about our finance systems?',
  ...overrides,
});

describe('POST /api/introduction-requests (issue 7, spec 000 §3, D4, D11)', () => {
  let t: TestApp;
  let approvedId: number;
  let unapprovedId: number;

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
    approvedId = await seedConsultant(t, true);
    unapprovedId = await seedConsultant(t, false);
  });
  afterAll(() => t.close());

  const counts = async () => ({
    requests: await t.dataSource.getRepository(IntroductionRequestEntity).count(),
    submissions: await t.dataSource.getRepository(FormSubmissionEntity).count(),
    mails: await t.dataSource.getRepository(MailOutboxEntity).count(),
  });
  const mailsTo = (to: string) => t.dataSource.getRepository(MailOutboxEntity).findBy({ toAddress: to });

  it('accepts the dialog payload with a consultant: the request, its form submission and both mails in one go', async () => {
    const body = dialog({ consultantId: approvedId });
    const res = await t.http().post(URL).send(body).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      charityName: 'Hope Trust',
      contactName: 'Sam Lee',
      email: body.email,
      phone: '0161 496 0000',
      projectDescription: body.projectDescription,
      expertiseNeeded: 'fundraising',
      timeline: 'soon',
      consultantId: approvedId,
      status: 'pending',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const row = await t.dataSource.getRepository(IntroductionRequestEntity).findOneByOrFail({ id: res.body.id });
    expect(row).toMatchObject({ email: body.email, consultantId: approvedId, status: 'pending' });
    const submission = await t.dataSource.getRepository(FormSubmissionEntity).findOneByOrFail({ enquirerEmail: body.email });
    expect(submission).toMatchObject({ formType: 'introduction_request', enquirerName: 'Sam Lee', charityName: 'Hope Trust', messageContent: body.projectDescription, consultantName: 'Sarah' });

    const [confirmation] = await mailsTo(body.email);
    expect(confirmation.template).toBe('introductionRequestReceived');
    expect(confirmation.textBody).toContain('Sarah');
    const notice = (await mailsTo(t.config.adminNotifyEmail)).find((mail) => mail.template === 'introductionRequestAdmin' && mail.textBody.includes(body.email));
    expect(notice).toBeDefined();
    // D4: the consultant by first name only, in the mails and the stored rows.
    for (const text of [confirmation.textBody, notice!.textBody, JSON.stringify(submission), JSON.stringify(res.body)]) {
      expect(text).not.toMatch(/Privatesurname|sarah\.private|7700 900123/);
    }
  });

  it('accepts the dialog without a consultant (the home page) and without a phone', async () => {
    const body = dialog({ phone: '' });
    const res = await t.http().post(URL).send(body).expect(201);
    expect(res.body).toMatchObject({ consultantId: null, phone: null });
    const submission = await t.dataSource.getRepository(FormSubmissionEntity).findOneByOrFail({ enquirerEmail: body.email });
    expect(submission.consultantName).toBeNull();
    expect((await mailsTo(body.email)).map((mail) => mail.template)).toEqual(['introductionRequestReceived']);
  });

  it("accepts the directory modal's payload, ignoring consultantName and consultantEmail (D4)", async () => {
    const body = modal(approvedId);
    const res = await t.http().post(URL).send(body).expect(201);
    expect(res.body).toMatchObject({ charityName: 'Riverside Food Bank', contactName: 'Alex Kim', email: body.requesterEmail, projectDescription: body.message, consultantId: approvedId, expertiseNeeded: '', timeline: '' });
    const submission = await t.dataSource.getRepository(FormSubmissionEntity).findOneByOrFail({ enquirerEmail: body.requesterEmail });
    expect(submission).toMatchObject({ formType: 'introduction_request', consultantName: 'Sarah', messageContent: body.message });
    expect(await mailsTo('guessed@example.org')).toHaveLength(0);
    expect((await mailsTo(body.requesterEmail)).map((mail) => mail.template)).toEqual(['introductionRequestReceived']);
    const notice = (await mailsTo(t.config.adminNotifyEmail)).find((mail) => mail.textBody.includes(body.requesterEmail));
    expect(notice?.textBody).not.toContain('guessed@example.org');
  });

  it.each([
    ['charityName', { charityName: 'H' }, M.charityNameRequired],
    ['charityName', { charityName: undefined }, M.charityNameRequired],
    ['contactName', { contactName: ' S ' }, M.contactNameRequired],
    ['email', { email: 'not-an-email' }, M.validEmailRequired],
    ['email', { email: undefined }, M.validEmailRequired],
    ['projectDescription', { projectDescription: 'Too short' }, M.descriptionRequired],
    ['expertiseNeeded', { expertiseNeeded: '' }, M.expertiseRequired],
    ['timeline', { timeline: undefined }, M.timelineRequired],
  ])('dialog: %s %j answers 400 %s and writes nothing', async (field, overrides, message) => {
    const before = await counts();
    const res = await t.http().post(URL).send(dialog(overrides)).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['requesterName', { requesterName: '' }, M.nameRequired],
    ['requesterEmail', { requesterEmail: undefined }, M.emailRequired],
    ['requesterEmail', { requesterEmail: '  ' }, M.emailRequired],
    ['requesterEmail', { requesterEmail: 'nope' }, M.validEmailRequired],
    ['requesterEmail', { requesterEmail: 'alex@' }, M.validEmailRequired],
    ['message', { message: '   ' }, M.messageRequired],
  ])('modal: %s %j answers 400 %s and writes nothing', async (field, overrides, message) => {
    const before = await counts();
    const res = await t.http().post(URL).send(modal(approvedId, overrides)).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
    expect(await counts()).toEqual(before);
  });

  it('refuses unknown fields and fields of the other shape', async () => {
    const before = await counts();
    const unknown = await t.http().post(URL).send(dialog({ status: 'approved' })).expect(400);
    expect(unknown.body.errors).toEqual({ status: 'property status should not exist' });
    const mixed = await t.http().post(URL).send(modal(approvedId, { charityName: 'Hope Trust' })).expect(400);
    expect(mixed.body.errors).toEqual({ charityName: 'property charityName should not exist' });
    await t.http().post(URL).send(modal(approvedId, { consultantId: undefined })).expect(400);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['unknown', () => 999_999],
    ['unapproved', () => unapprovedId],
  ])('answers 404 for an %s consultant, from either shape, and writes nothing', async (_label, id) => {
    const before = await counts();
    const fromDialog = await t.http().post(URL).send(dialog({ consultantId: id() })).expect(404);
    expect(fromDialog.body).toEqual({ statusCode: 404, message: DIRECTORY_MESSAGES.consultantNotFound });
    await t.http().post(URL).send(modal(id())).expect(404);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['unavailable', { available: false, confirmedDaysAgo: 0 }],
    ["'Coming Soon' (available, unconfirmed for longer than the freshness window)", { available: true, confirmedDaysAgo: AVAILABILITY_FRESH_DAYS + 1 }],
  ])('answers 409 with the at-capacity text for an %s consultant, from either shape, and writes nothing', async (_label, availability) => {
    const id = await seedConsultant(t, true, availability);
    const before = await counts();
    const fromDialog = await t.http().post(URL).send(dialog({ consultantId: id })).expect(409);
    expect(fromDialog.body).toEqual({ statusCode: 409, message: DIRECTORY_TEXTS.atCapacity });
    const fromModal = await t.http().post(URL).send(modal(id)).expect(409);
    expect(fromModal.body).toEqual({ statusCode: 409, message: DIRECTORY_TEXTS.atCapacity });
    expect(await counts()).toEqual(before);
  });

  it('works signed in as well', async () => {
    const agent = await signIn(t, TEST_ADMIN.username, TEST_ADMIN.password);
    const body = dialog({ consultantId: approvedId });
    await agent.post(URL).send(body).expect(201);
    expect(await t.dataSource.getRepository(IntroductionRequestEntity).countBy({ email: body.email })).toBe(1);
  });
});

describe('POST /api/introduction-requests rate limit (D11)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it('refuses the request over the per-IP form limit with 429, before validating or writing', async () => {
    const windowMs = 60_000;
    t.clock.advance(windowMs - (t.clock.now().getTime() % windowMs) + 50);
    await t.http().post(URL).send(dialog()).expect(201);
    await t.http().post(URL).send(dialog({ charityName: 'H' })).expect(400);
    const refused = await t.http().post(URL).send(dialog()).expect(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await t.dataSource.getRepository(IntroductionRequestEntity).count()).toBe(1);
  });
});
