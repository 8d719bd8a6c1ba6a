import { TermsAcceptanceEntity } from '../../src/modules/identity/infrastructure/terms-acceptance.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { charityRegistration, consultantApplication } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/** DECISIONS D14: sign-up carries both consents; the server requires and records them like D7. */
describe('consent at sign-up (D14)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', TERMS_VERSION: '2.1' });
  });
  afterAll(() => t.close());

  const users = () => t.dataSource.getRepository(UserEntity);

  describe.each([
    ['/api/register/charity', charityRegistration],
    ['/api/register/consultant', consultantApplication],
  ])('%s', (path, body) => {
    it.each([
      ['missing', { termsAccepted: undefined }, 'termsAccepted', 'You must accept the terms and conditions'],
      ['false', { termsAccepted: false }, 'termsAccepted', 'You must accept the terms and conditions'],
      ['a string', { termsAccepted: 'true' }, 'termsAccepted', 'You must accept the terms and conditions'],
      ['missing', { privacyAccepted: undefined }, 'privacyAccepted', 'You must accept the privacy policy'],
      ['false', { privacyAccepted: false }, 'privacyAccepted', 'You must accept the privacy policy'],
    ])('refuses a %s consent with 400 and creates nothing (%j)', async (_label, override, field, message) => {
      const sent = body(override);
      const res = await t.http().post(path).send(sent).expect(400);
      expect(res.body.errors[field]).toBe(message);
      expect(await users().findOneBy({ username: sent.username })).toBeNull();
    });

    it('records the acceptance: current version, time, IP and user agent', async () => {
      const sent = body();
      t.clock.advanceMinutes(60 * 24 * 365); // the recorded time is the app clock's, not the wall clock's
      const before = t.clock.now().getTime() - 1000;
      const res = await t.http().post(path).set('User-Agent', 'ConsentTest/1.0').send(sent).expect(201);
      expect(res.body).toMatchObject({ hasAcceptedTerms: true, needsTermsUpdate: false });
      const user = await users().findOneByOrFail({ username: sent.username });
      expect(user).toMatchObject({ hasAcceptedTerms: true, termsVersion: '2.1', termsUserAgent: 'ConsentTest/1.0' });
      expect(user.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before);
      expect(user.termsAcceptedAt!.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
      const rows = await t.dataSource.getRepository(TermsAcceptanceEntity).findBy({ userId: user.id });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ termsVersion: '2.1', userAgent: 'ConsentTest/1.0' });
      expect(rows[0].ipAddress).toMatch(/127\.0\.0\.1|::1/);
      // Sign-up is not the onboarding step: no terms mails on top of the sign-up's own.
      const termsMails = await t.dataSource.getRepository(MailOutboxEntity).findBy({ template: 'termsAcceptedUser', toAddress: sent.email });
      expect(termsMails).toHaveLength(0);
    });
  });

  it('lets an applicant straight into the consultant area, without the onboarding terms step', async () => {
    const applicant = t.agent();
    await applicant.post('/api/register/consultant').send(consultantApplication()).expect(201);
    const me = await applicant.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ hasAcceptedTerms: true, mustChangePassword: false, needsTermsUpdate: false });
    // An onboarding consultant would get 403 ONBOARDING_REQUIRED here.
    await applicant.get('/api/projects').expect(200);
  });
});
