import { AuditLogEntity } from '../../src/modules/audit/infrastructure/audit-log.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { openBody } from '../../src/modules/mail/application/sealed-body';
import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { charityRegistration } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('forgot and reset password (DECISIONS D3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', APP_BASE_URL: 'https://app.charitybridge.test' });
  });
  afterAll(() => t.close());

  async function newAccount() {
    const body = charityRegistration();
    const agent = t.agent();
    await agent.post('/api/register/charity').send(body).expect(201);
    return { body, agent };
  }

  async function latestResetLink(email: string): Promise<URL> {
    const mails = await t.dataSource.getRepository(MailOutboxEntity).find({ where: { template: 'passwordReset', toAddress: email }, order: { id: 'DESC' } });
    // The body is stored sealed (D3): the test opens it with the app's key.
    const link = /https?:\/\/\S+/.exec(openBody(mails[0].textBody, t.config.credentialsKey)!)![0];
    return new URL(link);
  }

  const forgot = (email: string) => t.http().post('/api/auth/forgot-password').set('Host', 'evil.example').send({ email });

  it('answers known and unknown addresses identically and mails only the known one', async () => {
    const { body } = await newAccount();
    const known = await forgot(body.email).expect(200);
    const unknown = await forgot('nobody-at-all@example.org').expect(200);
    expect(known.body).toEqual(unknown.body);
    expect(await t.dataSource.getRepository(MailOutboxEntity).countBy({ template: 'passwordReset', toAddress: 'nobody-at-all@example.org' })).toBe(0);
    const link = await latestResetLink(body.email);
    expect(link.origin).toBe('https://app.charitybridge.test');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe(body.email);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('resets once, signs out every session, clears a lockout and queues a "password changed" mail', async () => {
    const { body, agent } = await newAccount();
    for (let i = 0; i < 5; i++) await t.http().post('/api/auth/login').send({ username: body.username, password: 'wrong-password' });
    await forgot(body.email).expect(200);
    const link = await latestResetLink(body.email);
    const payload = { token: link.searchParams.get('token'), email: body.email, password: 'Brand-New-Passw0rd' };

    await t.http().post('/api/auth/reset-password').send(payload).expect(200);
    await agent.get('/api/auth/user').expect(401);
    await t.http().post('/api/auth/login').send({ username: body.username, password: body.password }).expect(401);
    await t.http().post('/api/auth/login').send({ username: body.username, password: payload.password }).expect(200);

    const reuse = await t.http().post('/api/auth/reset-password').send({ ...payload, password: 'Another-Passw0rd' }).expect(400);
    expect(reuse.body.message).toBe('This password reset link is invalid or has expired.');
    expect(await t.dataSource.getRepository(MailOutboxEntity).countBy({ template: 'passwordChanged', toAddress: body.email })).toBe(1);
    const user = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ username: body.username });
    expect(await t.dataSource.getRepository(AuditLogEntity).countBy({ action: 'password_reset', subjectUserId: user.id })).toBe(1);
  });

  it('refuses an expired token (60 minutes)', async () => {
    const { body } = await newAccount();
    await forgot(body.email).expect(200);
    const link = await latestResetLink(body.email);
    t.clock.advanceMinutes(61);
    await t.http().post('/api/auth/reset-password').send({ token: link.searchParams.get('token'), email: body.email, password: 'Brand-New-Passw0rd' }).expect(400);
  });

  it('lets a newer request supersede an older link', async () => {
    const { body } = await newAccount();
    await forgot(body.email).expect(200);
    const older = await latestResetLink(body.email);
    await forgot(body.email).expect(200);
    const newer = await latestResetLink(body.email);
    expect(newer.searchParams.get('token')).not.toBe(older.searchParams.get('token'));
    await t.http().post('/api/auth/reset-password').send({ token: older.searchParams.get('token'), email: body.email, password: 'Brand-New-Passw0rd' }).expect(400);
    await t.http().post('/api/auth/reset-password').send({ token: newer.searchParams.get('token'), email: body.email, password: 'Brand-New-Passw0rd' }).expect(200);
  });

  it('refuses a token used with another e-mail, and short passwords', async () => {
    const { body } = await newAccount();
    await forgot(body.email).expect(200);
    const token = (await latestResetLink(body.email)).searchParams.get('token');
    await t.http().post('/api/auth/reset-password').send({ token, email: 'someone-else@example.org', password: 'Brand-New-Passw0rd' }).expect(400);
    const short = await t.http().post('/api/auth/reset-password').send({ token, email: body.email, password: 'short' }).expect(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
    await t.http().post('/api/auth/reset-password').send({ token, email: body.email, password: 'Brand-New-Passw0rd' }).expect(200);
  });
});
