import { API_MESSAGES } from '../../src/contracts';
import { openBody } from '../../src/modules/mail/application/sealed-body';
import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { charityRegistration } from '../support/fixtures';
import { createTestApp, signIn, TestApp } from '../support/test-app';

/** Issue 15, "Reset links die when the e-mail changes" and "Forgot-password per account". */
describe('reset links and the account they reach', () => {
  let t: TestApp;
  beforeAll(async () => {
    // TRUST_PROXY=1 lets each request come from its own IP; FORM_RATE_LIMIT stays the per-IP limit.
    t = await createTestApp({ FORM_RATE_LIMIT: '5', LOGIN_RATE_LIMIT: '1000', TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  let ip = 0;
  const fromNewIp = () => `198.51.100.${++ip}`;
  const forgot = (email: string, from = fromNewIp()) => t.http().post('/api/auth/forgot-password').set('X-Forwarded-For', from).send({ email });
  const resetMails = (email: string) => t.dataSource.getRepository(MailOutboxEntity).find({ where: { template: 'passwordReset', toAddress: email }, order: { id: 'DESC' } });
  const tokenOf = (mail: MailOutboxEntity) => new URL(/https?:\/\/\S+/.exec(openBody(mail.textBody, t.config.credentialsKey)!)![0]).searchParams.get('token')!;

  async function newAccount() {
    const body = charityRegistration();
    await t.http().post('/api/register/charity').set('X-Forwarded-For', fromNewIp()).send(body).expect(201);
    return body;
  }

  it('an e-mail change kills the open reset link and ends the other sessions, keeping this one', async () => {
    const body = await newAccount();
    const other = await signIn(t, body.username, body.password);
    const here = await signIn(t, body.username, body.password);
    await forgot(body.email).expect(200);
    const [mail] = await resetMails(body.email);

    const newEmail = `moved_${body.email}`;
    await here.patch('/api/account').send({ email: newEmail, currentPassword: body.password }).expect(200);

    await here.get('/api/auth/user').expect(200);
    await other.get('/api/auth/user').expect(401);
    for (const email of [body.email, newEmail]) {
      const reset = await t.http().post('/api/auth/reset-password').send({ token: tokenOf(mail), email, password: 'Taken-Over-Passw0rd!' }).expect(400);
      expect(reset.body.message).toBe(API_MESSAGES.resetLinkInvalid);
    }
    await t.http().post('/api/auth/login').send({ username: body.username, password: body.password }).expect(200);
  });

  it('changing other fields ends no session', async () => {
    const body = await newAccount();
    const other = await signIn(t, body.username, body.password);
    const here = await signIn(t, body.username, body.password);
    await here.patch('/api/account').send({ name: 'Renamed Person' }).expect(200);
    await other.get('/api/auth/user').expect(200);
  });

  it('mails at most 3 reset links per account per hour whatever the IP, with the same 200 answer', async () => {
    const body = await newAccount();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await forgot(body.email).expect(200)).body);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ message: API_MESSAGES.forgotPasswordAccepted });
    expect(await resetMails(body.email)).toHaveLength(3);

    // The refused requests superseded nothing: the third link still resets.
    const [third] = await resetMails(body.email);
    await t.http().post('/api/auth/reset-password').send({ token: tokenOf(third), email: body.email, password: 'Recovered-Passw0rd!' }).expect(200);

    t.clock.advanceMinutes(61);
    await forgot(body.email).expect(200);
    expect(await resetMails(body.email)).toHaveLength(4);
  });

  it('keeps the per-IP limit', async () => {
    const from = fromNewIp();
    const statuses = [];
    // 11 requests span at most two fixed windows, so one of them sees a 6th request whatever the timing.
    for (let i = 0; i < 11; i++) statuses.push((await forgot(`nobody${i}@example.org`, from)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses).toContain(429);
  });
});
