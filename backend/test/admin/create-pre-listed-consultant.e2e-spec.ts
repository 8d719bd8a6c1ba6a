import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { preListedConsultant, signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/** Issue 6 item 1.8 on the admin path: the full form's LinkedIn is an http(s) linkedin.com address, as everywhere. */
describe('POST /api/admin/create-pre-listed-consultant: web addresses and numbers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'https://evil.example/in/tom'])(
    'refuses the LinkedIn address %j with 400 and creates nothing',
    async (linkedin) => {
      const admin = await signInAsAdmin(t);
      const body = preListedConsultant({ linkedin });
      const res = await admin.post('/api/admin/create-pre-listed-consultant').send(body).expect(400);
      expect(res.body.errors).toEqual({ linkedin: 'Please enter a valid LinkedIn profile URL' });
      expect(await t.dataSource.getRepository(UserEntity).findOneBy({ username: body.username })).toBeNull();
    },
  );

  it('stores a LinkedIn address with its scheme and reads typed years of experience', async () => {
    const admin = await signInAsAdmin(t);
    const res = await admin
      .post('/api/admin/create-pre-listed-consultant')
      .send(preListedConsultant({ linkedin: 'www.linkedin.com/in/helen-marsh', yearsExperience: '22' }))
      .expect(201);
    const profile = await t.dataSource.getRepository(ConsultantEntity).findOneByOrFail({ id: res.body.consultantId });
    expect(profile).toMatchObject({ linkedin: 'https://www.linkedin.com/in/helen-marsh', yearsExperience: 22 });
  });

  it('refuses years of experience that are not a whole number with the form message', async () => {
    const admin = await signInAsAdmin(t);
    const res = await admin.post('/api/admin/create-pre-listed-consultant').send(preListedConsultant({ yearsExperience: 'twenty' })).expect(400);
    expect(res.body.errors).toEqual({ yearsExperience: 'Years of experience must be a whole number' });
  });

  // Issue 16 "Profiles that are not thin": the directory lists a pre-listed consultant at once, so the server
  // refuses one without a summary, expertise or years, and creates nothing.
  it.each([
    ['no summary', { profileSummary: undefined }, 'profileSummary', 'Please add a profile summary: the directory shows it to charities'],
    ['a blank summary', { profileSummary: '   ' }, 'profileSummary', 'Please add a profile summary: the directory shows it to charities'],
    ['a null summary', { profileSummary: null }, 'profileSummary', 'Please add a profile summary: the directory shows it to charities'],
    ['no expertise', { expertise: [] }, 'expertise', 'Select at least one expertise area'],
    ['no years', { yearsExperience: undefined }, 'yearsExperience', expect.any(String)],
  ])('refuses a thin profile (%s) with 400 and creates nothing', async (_case, overrides, field, message) => {
    const admin = await signInAsAdmin(t);
    const body = preListedConsultant(overrides);
    const res = await admin.post('/api/admin/create-pre-listed-consultant').send(body).expect(400);
    expect(res.body.errors).toEqual({ [field]: message });
    expect(await t.dataSource.getRepository(UserEntity).findOneBy({ username: body.username })).toBeNull();
  });

  it('stores the summary trimmed', async () => {
    const admin = await signInAsAdmin(t);
    const res = await admin.post('/api/admin/create-pre-listed-consultant').send(preListedConsultant({ profileSummary: '  Trustee and chair.  ' })).expect(201);
    expect((await t.dataSource.getRepository(ConsultantEntity).findOneByOrFail({ id: res.body.consultantId })).profileSummary).toBe('Trustee and chair.');
  });
});
