import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { openBody } from '../../src/modules/mail/application/sealed-body';
import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { charityRegistration, consultantApplication, signInAsAdmin } from '../support/fixtures';
import { captureLogs } from '../support/log-capture';
import { createTestApp, TestApp } from '../support/test-app';

/** Issue 15, "Security events in the log stream too": one line each, with the request id, and no secret. */
describe('security events in the log stream', () => {
  let t: TestApp;
  const { destination: capture, lines, raw } = captureLogs();
  const events = (event: string) => lines.filter((line) => line.event === event);

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info', FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' }, { logDestination: capture });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    lines.length = 0;
    raw.length = 0;
  });

  /** The line for the request with this id, exactly once, and nothing secret anywhere in the stream. */
  function expectOneLine(event: string, requestId: string, secrets: string[]) {
    const found = events(event);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ event, reqId: requestId });
    for (const secret of secrets) expect(raw.join('\n')).not.toContain(secret);
  }

  it('logs a lockout', async () => {
    const body = charityRegistration();
    await t.http().post('/api/register/charity').send(body).expect(201);
    for (let i = 1; i <= 5; i++) {
      await t.http().post('/api/auth/login').set('X-Request-Id', `lock-${i}`).send({ username: body.username, password: `Wrong-Guess-${i}!` });
    }
    expectOneLine('account locked', 'lock-5', ['Wrong-Guess-']);
    expect(events('account locked')[0]).toMatchObject({ level: 40 });
  });

  it('logs a password change and a reset', async () => {
    const body = charityRegistration();
    const agent = t.agent();
    await agent.post('/api/register/charity').send(body).expect(201);
    await agent.post('/api/auth/change-password').set('X-Request-Id', 'change-1').send({ currentPassword: body.password, newPassword: 'Changed-Passw0rd!' }).expect(200);
    expectOneLine('password changed', 'change-1', [body.password, 'Changed-Passw0rd!']);

    await t.http().post('/api/auth/forgot-password').send({ email: body.email }).expect(200);
    const [mail] = await t.dataSource.getRepository(MailOutboxEntity).find({ where: { template: 'passwordReset', toAddress: body.email }, order: { id: 'DESC' } });
    const token = new URL(/https?:\/\/\S+/.exec(openBody(mail.textBody, t.config.credentialsKey)!)![0]).searchParams.get('token')!;
    lines.length = 0;
    await t.http().post('/api/auth/reset-password').set('X-Request-Id', 'reset-1').send({ token, email: body.email, password: 'Reset-Passw0rd!' }).expect(200);
    expectOneLine('password reset', 'reset-1', [token, 'Reset-Passw0rd!']);
  });

  it('logs an approval and temporary credentials set by an admin', async () => {
    const application = consultantApplication();
    await t.http().post('/api/register/consultant').send(application).expect(201);
    const user = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ username: application.username });
    const profile = await t.dataSource.getRepository(ConsultantEntity).findOneByOrFail({ userId: user.id });
    const admin = await signInAsAdmin(t);
    lines.length = 0;

    await admin.post(`/api/admin/consultant-applications/${profile.id}/approve`).set('X-Request-Id', 'approve-1').expect(200);
    expectOneLine('application approved', 'approve-1', []);

    await admin.post(`/api/admin/assign-temp-credentials/${profile.id}`).set('X-Request-Id', 'temp-1').send({ tempPassword: 'Temporary-Passw0rd!' }).expect(200);
    expectOneLine('temporary credentials set', 'temp-1', ['Temporary-Passw0rd!']);
  });
});
