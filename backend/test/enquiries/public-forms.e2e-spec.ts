import {
  ENQUIRY_SUBMITTED_MESSAGE,
  GET_MATCHED_MESSAGES as GM,
  PRICING_ENQUIRY_MESSAGES as PM,
  WAITING_LIST_MESSAGES as WM,
} from '../../src/contracts';
import { CharityWaitingListEntity } from '../../src/modules/enquiries/infrastructure/charity-waiting-list.entity';
import { ConsultantWaitingListEntity } from '../../src/modules/enquiries/infrastructure/consultant-waiting-list.entity';
import { FormSubmissionEntity } from '../../src/modules/enquiries/infrastructure/form-submission.entity';
import { PricingEnquiryEntity } from '../../src/modules/enquiries/infrastructure/pricing-enquiry.entity';
import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { createTestApp, TestApp } from '../support/test-app';

const TOO_MANY = { statusCode: 429, message: 'Too many requests. Please wait a moment and try again.' };

let counter = 0;
const uniqueEmail = () => `sender${++counter}@charity.example`;

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Sam Lee',
  organisationName: 'Hope Trust',
  email: uniqueEmail(),
  supportNeeded: 'We need help to plan our fundraising year.',
  ...overrides,
});

const charityEntry = (overrides: Record<string, unknown> = {}) => ({
  charityName: 'Hope Trust',
  contactName: 'Sam Lee',
  email: uniqueEmail(),
  phone: '0161 496 0000',
  charitySize: 'medium',
  primaryNeed: 'Fundraising strategy',
  currentChallenges: 'Our grants end next year.',
  ...overrides,
});

const consultantEntry = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Sarah Jones',
  email: uniqueEmail(),
  phone: '',
  currentRole: 'Finance director',
  yearsExperience: '12',
  expertiseAreas: 'Charity finance and audit preparation',
  charityExperience: 'extensive',
  availability: 'part_time',
  motivations: 'Giving back',
  currentConsulting: 'interested',
  ...overrides,
});

describe('Public forms (issue 8, spec 000 §5, 001 §5, D10, D11)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  // Filtered here as well: MariaDB's default collation compares addresses case-insensitively.
  const mailsTo = async (to: string) =>
    (await t.dataSource.getRepository(MailOutboxEntity).find({ where: { toAddress: to }, order: { id: 'ASC' } })).filter((mail) => mail.toAddress === to);
  const adminMailAbout = async (template: string, text: string) =>
    (await mailsTo(t.config.adminNotifyEmail)).filter((mail) => mail.template === template && mail.textBody.includes(text));
  const counts = async () => ({
    submissions: await t.dataSource.getRepository(FormSubmissionEntity).count(),
    pricing: await t.dataSource.getRepository(PricingEnquiryEntity).count(),
    charities: await t.dataSource.getRepository(CharityWaitingListEntity).count(),
    consultants: await t.dataSource.getRepository(ConsultantWaitingListEntity).count(),
    mails: await t.dataSource.getRepository(MailOutboxEntity).count(),
  });

  describe('POST /api/get-matched', () => {
    it('stores a get_matched form submission and queues the confirmation and the team notice', async () => {
      const body = enquiry({ fullName: '  Sam Lee ' });
      const res = await t.http().post('/api/get-matched').send(body).expect(201);
      expect(res.body).toEqual({ id: expect.any(Number), message: ENQUIRY_SUBMITTED_MESSAGE });
      const row = await t.dataSource.getRepository(FormSubmissionEntity).findOneByOrFail({ id: res.body.id });
      expect(row).toMatchObject({ formType: 'get_matched', enquirerName: 'Sam Lee', enquirerEmail: body.email, charityName: 'Hope Trust', messageContent: body.supportNeeded, consultantName: null });
      expect((await mailsTo(body.email)).map((mail) => mail.template)).toEqual(['getMatchedReceived']);
      const [notice] = await adminMailAbout('getMatchedAdmin', body.email);
      expect(notice.textBody).toContain(body.supportNeeded);
      expect(notice.textBody).toContain('Hope Trust');
    });

    it.each([
      ['fullName', { fullName: '   ' }, GM.fullName],
      ['fullName', { fullName: undefined }, GM.fullName],
      ['organisationName', { organisationName: '' }, GM.organisationName],
      ['email', { email: 'not-an-email' }, GM.email],
      ['supportNeeded', { supportNeeded: 'Too short' }, GM.supportNeeded],
      ['supportNeeded', { supportNeeded: 42 }, GM.supportNeeded],
    ])('%s %j answers 400 with its message and writes nothing', async (field, overrides, message) => {
      const before = await counts();
      const res = await t.http().post('/api/get-matched').send(enquiry(overrides)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
      expect(await counts()).toEqual(before);
    });

    it('accepts a one-letter name (the form only requires one)', async () => {
      await t.http().post('/api/get-matched').send(enquiry({ fullName: 'S', organisationName: 'H' })).expect(201);
    });
  });

  describe('POST /api/pricing-enquiry', () => {
    it('stores the enquiry in pricing_enquiries, not as a form submission, with both mails', async () => {
      const before = await counts();
      const body = enquiry();
      const res = await t.http().post('/api/pricing-enquiry').send(body).expect(201);
      expect(res.body).toEqual({ id: expect.any(Number), message: ENQUIRY_SUBMITTED_MESSAGE });
      const row = await t.dataSource.getRepository(PricingEnquiryEntity).findOneByOrFail({ id: res.body.id });
      expect(row).toMatchObject({ fullName: 'Sam Lee', organisationName: 'Hope Trust', email: body.email, supportNeeded: body.supportNeeded });
      expect((await counts()).submissions).toBe(before.submissions);
      expect((await mailsTo(body.email)).map((mail) => mail.template)).toEqual(['pricingEnquiryReceived']);
      expect(await adminMailAbout('pricingEnquiryAdmin', body.email)).toHaveLength(1);
    });

    it.each([
      ['fullName', { fullName: 'S' }, PM.fullName],
      ['organisationName', { organisationName: ' H ' }, PM.organisationName],
      ['email', { email: undefined }, PM.email],
      ['supportNeeded', { supportNeeded: '123456789' }, PM.supportNeeded],
    ])('%s %j answers 400 with its message and writes nothing', async (field, overrides, message) => {
      const before = await counts();
      const res = await t.http().post('/api/pricing-enquiry').send(enquiry(overrides)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
      expect(await counts()).toEqual(before);
    });

    it('refuses unknown fields', async () => {
      const res = await t.http().post('/api/pricing-enquiry').send(enquiry({ tier: 'large' })).expect(400);
      expect(res.body.errors).toEqual({ tier: 'property tier should not exist' });
    });
  });

  describe('POST /api/waiting-list/charity', () => {
    it('adds an entry (201), then updates it for the same e-mail in any case (200), and both mails say which', async () => {
      const body = charityEntry();
      const first = await t.http().post('/api/waiting-list/charity').send(body).expect(201);
      expect(first.body).toEqual({ id: expect.any(Number), updated: false, message: WM.joined });
      const stored = await t.dataSource.getRepository(CharityWaitingListEntity).findOneByOrFail({ id: first.body.id });
      expect(stored).toMatchObject({ charityName: 'Hope Trust', contactName: 'Sam Lee', email: body.email, phone: '0161 496 0000', charitySize: 'medium', emailNormalized: body.email });

      const again = { ...charityEntry({ email: ` ${body.email.toUpperCase()} `, charitySize: 'large', phone: '', primaryNeed: null }), currentChallenges: undefined };
      const second = await t.http().post('/api/waiting-list/charity').send(again).expect(200);
      expect(second.body).toEqual({ id: first.body.id, updated: true, message: WM.updated });
      const rows = await t.dataSource.getRepository(CharityWaitingListEntity).findBy({ emailNormalized: body.email });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ charitySize: 'large', phone: null, primaryNeed: null, currentChallenges: null, email: body.email.toUpperCase() });
      expect(rows[0].updatedAt!.getTime()).toBeGreaterThanOrEqual(rows[0].createdAt.getTime());

      const confirmations = await mailsTo(body.email);
      expect(confirmations.map((mail) => mail.template)).toEqual(['waitingListConfirmation']);
      expect(confirmations[0].subject).toMatch(/waiting list/);
      const updatedConfirmation = await mailsTo(body.email.toUpperCase());
      expect(updatedConfirmation[0].subject).toMatch(/has been updated/);
      expect(updatedConfirmation[0].textBody).toMatch(/updated your charity waiting-list entry/);
      const notices = await adminMailAbout('waitingListAdmin', body.email.toUpperCase());
      expect(notices[0].subject).toMatch(/^\[.*\] Updated charity waiting-list entry/);
      expect(notices[0].textBody).toContain('Large Organization (Over £10 million)');
    });

    it('keeps concurrent submissions with one e-mail to one entry', async () => {
      const email = uniqueEmail();
      const answers = await Promise.all([1, 2, 3].map((n) => t.http().post('/api/waiting-list/charity').send(charityEntry({ email, contactName: `Contact ${n}` }))));
      expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 201]);
      expect(await t.dataSource.getRepository(CharityWaitingListEntity).countBy({ emailNormalized: email })).toBe(1);
    });

    it.each([
      ['charityName', { charityName: 'H' }, WM.charityName],
      ['contactName', { contactName: undefined }, WM.contactName],
      ['email', { email: 'nope@' }, WM.email],
      ['charitySize', { charitySize: undefined }, WM.charitySize],
      ['charitySize', { charitySize: 'huge' }, WM.charitySize],
    ])('%s %j answers 400 with its message and writes nothing', async (field, overrides, message) => {
      const before = await counts();
      const res = await t.http().post('/api/waiting-list/charity').send(charityEntry(overrides)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
      expect(await counts()).toEqual(before);
    });

    it('accepts the optional fields left out', async () => {
      const body = { charityName: 'Hope Trust', contactName: 'Sam Lee', email: uniqueEmail(), charitySize: 'small' };
      await t.http().post('/api/waiting-list/charity').send(body).expect(201);
    });
  });

  describe('POST /api/waiting-list/consultant', () => {
    it('adds an entry, then updates it for the same e-mail', async () => {
      const body = consultantEntry();
      const first = await t.http().post('/api/waiting-list/consultant').send(body).expect(201);
      expect(first.body).toMatchObject({ updated: false, message: WM.joined });
      const stored = await t.dataSource.getRepository(ConsultantWaitingListEntity).findOneByOrFail({ id: first.body.id });
      expect(stored).toMatchObject({ fullName: 'Sarah Jones', phone: null, yearsExperience: '12', charityExperience: 'extensive', availability: 'part_time', currentConsulting: 'interested', motivations: 'Giving back' });
      const notice = (await adminMailAbout('waitingListAdmin', body.email))[0];
      expect(notice.subject).toMatch(/New consultant waiting-list entry: Sarah Jones/);
      expect(notice.textBody).toContain('Availability: Part time');

      const second = await t.http().post('/api/waiting-list/consultant').send(consultantEntry({ email: body.email, availability: 'occasional' })).expect(200);
      expect(second.body).toEqual({ id: first.body.id, updated: true, message: WM.updated });
      expect(await t.dataSource.getRepository(ConsultantWaitingListEntity).findBy({ emailNormalized: body.email })).toEqual([expect.objectContaining({ availability: 'occasional' })]);
      expect((await mailsTo(body.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/You are on the/), expect.stringMatching(/has been updated/)]);
    });

    it.each([
      ['fullName', { fullName: 'S' }, WM.fullName],
      ['email', { email: '' }, WM.email],
      ['currentRole', { currentRole: 'X' }, WM.currentRole],
      ['yearsExperience', { yearsExperience: ' ' }, WM.yearsExperience],
      ['expertiseAreas', { expertiseAreas: 'Finance' }, WM.expertiseAreas],
      ['charityExperience', { charityExperience: 'lots' }, WM.charityExperience],
      ['availability', { availability: undefined }, WM.availability],
      ['currentConsulting', { currentConsulting: 'maybe' }, WM.currentConsulting],
    ])('%s %j answers 400 with its message and writes nothing', async (field, overrides, message) => {
      const before = await counts();
      const res = await t.http().post('/api/waiting-list/consultant').send(consultantEntry(overrides)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
      expect(await counts()).toEqual(before);
    });

    it.each(['extensive', 'some', 'none'])('accepts charityExperience %s', async (charityExperience) => {
      await t.http().post('/api/waiting-list/consultant').send(consultantEntry({ charityExperience })).expect(201);
    });
  });
});

describe('Public forms rate limit (D11)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  const stored = async () => ({
    submissions: await t.dataSource.getRepository(FormSubmissionEntity).count(),
    pricing: await t.dataSource.getRepository(PricingEnquiryEntity).count(),
    charities: await t.dataSource.getRepository(CharityWaitingListEntity).count(),
    consultants: await t.dataSource.getRepository(ConsultantWaitingListEntity).count(),
    mails: await t.dataSource.getRepository(MailOutboxEntity).count(),
  });

  // Every public form endpoint, so taking @RateLimit off any one of them fails here (introduction requests: their own spec).
  it.each([
    ['/api/get-matched', enquiry, { fullName: '' }],
    ['/api/pricing-enquiry', enquiry, { fullName: 'S' }],
    ['/api/waiting-list/charity', charityEntry, { charityName: 'H' }],
    ['/api/waiting-list/consultant', consultantEntry, { currentRole: 'C' }],
  ])('%s answers 429 with Retry-After over FORM_RATE_LIMIT a minute, counting a 400, before writing', async (url, body, invalid) => {
    const windowMs = 60_000;
    t.clock.advance(windowMs - (t.clock.now().getTime() % windowMs) + 50);
    await t.http().post(url).send(body()).expect(201);
    await t.http().post(url).send(body(invalid)).expect(400);
    const before = await stored();
    const refused = await t.http().post(url).send(body()).expect(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await stored()).toEqual(before);
  });

  it('counts each form on its own', async () => {
    const windowMs = 60_000;
    t.clock.advance(windowMs - (t.clock.now().getTime() % windowMs) + 50);
    await t.http().post('/api/waiting-list/charity').send(charityEntry()).expect(201);
    await t.http().post('/api/waiting-list/charity').send(charityEntry()).expect(201);
    await t.http().post('/api/waiting-list/charity').send(charityEntry()).expect(429);
    await t.http().post('/api/get-matched').send(enquiry()).expect(201);
    await t.http().post('/api/pricing-enquiry').send(enquiry()).expect(201);
  });
});
