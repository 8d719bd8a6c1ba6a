import { CharityEntity } from '../../src/modules/charities/infrastructure/charity.entity';
import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { charityRegistration, consultantApplication } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const XSS_URLS = ['javascript:alert(document.cookie)', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'vbscript:msgbox(1)', 'ftp://files.example.org/cv'];

/**
 * Every rule a sign-up screen enforces, the server enforces with the same message (issue 6 §3), with
 * web addresses http(s) only (item 1.8) and numbers read as the screens read them (§6).
 */
describe('sign-up rules shared with the screens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const users = () => t.dataSource.getRepository(UserEntity);
  const consultant = (overrides: Record<string, unknown>) => {
    const body = consultantApplication();
    return { ...body, consultant: { ...body.consultant, ...overrides } };
  };

  async function refused(path: string, body: { username: string }, field: string, message: string) {
    const res = await t.http().post(path).send(body).expect(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await users().findOneBy({ username: body.username })).toBeNull();
  }

  it.each([undefined, '', '   ', null])('requires the charity organisation (%j)', async (organisation) => {
    await refused('/api/register/charity', charityRegistration({ organisation }), 'organisation', 'Organisation name is required');
  });

  it.each([
    ['phone', { phone: '' }, 'Phone number is required'],
    ['phone', { phone: undefined }, 'Phone number is required'],
    ['bio', { bio: '  ' }, 'Please tell us about your professional background'],
    ['bio', { bio: null }, 'Please tell us about your professional background'],
  ])('requires the applicant %s (%j)', async (field, override, message) => {
    await refused('/api/register/consultant', consultantApplication(override), field, message);
  });

  it.each([
    [{ linkedin: '' }, 'LinkedIn profile is required'],
    [{ linkedin: undefined }, 'LinkedIn profile is required'],
    [{ linkedin: 'https://example.org/tom' }, 'Please enter a valid LinkedIn profile URL'],
    [{ expertise: [] }, 'Select at least one expertise area'],
    [{ expertise: undefined }, 'Select at least one expertise area'],
    [{ expertise: ['astrology'] }, 'Please select expertise from the list'],
  ])('checks the application %j', async (override, message) => {
    const body = consultant(override);
    const field = `consultant.${Object.keys(override)[0]}`;
    await refused('/api/register/consultant', body, field, message);
  });

  describe.each(XSS_URLS)('refuses the non-web address %s', (url) => {
    it('as a charity website', async () => {
      await refused('/api/register/charity', charityRegistration({ website: url }), 'website', 'Please enter a valid website address (http or https)');
    });

    it('as an applicant website', async () => {
      await refused('/api/register/consultant', consultantApplication({ website: url }), 'website', 'Please enter a valid website address (http or https)');
    });

    it('as an applicant LinkedIn profile', async () => {
      await refused('/api/register/consultant', consultant({ linkedin: url }), 'consultant.linkedin', 'Please enter a valid LinkedIn profile URL');
    });
  });

  it('stores web addresses typed without a scheme as https, and blank optional ones as null', async () => {
    const body = consultant({ linkedin: 'linkedin.com/in/tom-okafor' });
    body.website = 'okafor.example';
    await t.http().post('/api/register/consultant').send(body).expect(201);
    const user = await users().findOneByOrFail({ username: body.username });
    expect(user.website).toBe('https://okafor.example');
    const profile = await t.dataSource.getRepository(ConsultantEntity).findOneByOrFail({ userId: user.id });
    expect(profile.linkedin).toBe('https://linkedin.com/in/tom-okafor');

    const charity = charityRegistration({ website: '' });
    await t.http().post('/api/register/charity').send(charity).expect(201);
    expect((await users().findOneByOrFail({ username: charity.username })).website).toBeNull();
  });

  it('reads numbers typed with separators as the screens do', async () => {
    const body = charityRegistration();
    body.charity = { ...body.charity, revenue: '£1,250,000', employeeCount: '1 200', foundingYear: ' 1998 ' } as never;
    await t.http().post('/api/register/charity').send(body).expect(201);
    const user = await users().findOneByOrFail({ username: body.username });
    const charity = await t.dataSource.getRepository(CharityEntity).findOneByOrFail({ userId: user.id });
    expect(charity).toMatchObject({ revenue: 1250000, employeeCount: 1200, foundingYear: 1998 });

    const application = consultant({ yearsExperience: '12' });
    await t.http().post('/api/register/consultant').send(application).expect(201);
    const applicant = await users().findOneByOrFail({ username: application.username });
    expect((await t.dataSource.getRepository(ConsultantEntity).findOneByOrFail({ userId: applicant.id })).yearsExperience).toBe(12);
  });

  it.each([
    ['revenue', '12.5', 'Revenue must be a whole number'],
    ['revenue', 'lots', 'Revenue must be a whole number'],
    ['revenue', '-£5', 'Revenue cannot be negative'],
    ['revenue', -5, 'Revenue cannot be negative'],
    ['employeeCount', '12 staff', 'Employee count must be a whole number'],
    ['foundingYear', '', 'Founding year must be a year'],
    ['foundingYear', 3000, `Founding year must be between 1000 and ${new Date().getFullYear()}`],
  ])('refuses charity.%s %j with the screen message', async (field, value, message) => {
    const body = charityRegistration();
    body.charity = { ...body.charity, [field]: value } as never;
    await refused('/api/register/charity', body, `charity.${field}`, message);
  });

  it.each([
    ['1,5', undefined],
    ['2.5', 'Years of experience must be a whole number'],
    [81, 'Years of experience must be 80 or fewer'],
  ])('reads years of experience %j', async (value, message) => {
    const body = consultant({ yearsExperience: value });
    if (message) return refused('/api/register/consultant', body, 'consultant.yearsExperience', message);
    await t.http().post('/api/register/consultant').send(body).expect(201);
  });
});
