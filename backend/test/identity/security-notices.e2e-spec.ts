import { charityRegistration } from '../support/fixtures';
import { SmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, TestApp } from '../support/test-app';

const SECOND = 1000;

describe('mail on security events (issue 6 item 1.11, DECISIONS D3)', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await createTestApp({ SMTP_URL: smtp.url, FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  async function newAccount() {
    const body = charityRegistration();
    const agent = t.agent();
    await agent.post('/api/register/charity').send(body).expect(201);
    return { body, agent };
  }
  /** Datetime columns on MariaDB keep whole seconds: step past the rounding, then send what is due. */
  async function deliver() {
    t.clock.advance(SECOND);
    await t.dispatchMail();
  }
  const mailsTo = (email: string, subject: RegExp) => smtp.to(email).filter((mail) => subject.test(mail.subject));

  it('mails the account when its password is changed, without the password', async () => {
    const { body, agent } = await newAccount();
    await agent.post('/api/auth/change-password').send({ currentPassword: body.password, newPassword: 'Brand-New-Passw0rd!' }).expect(200);
    await deliver();
    const mail = await smtp.waitFor((m) => m.to.includes(body.email.toLowerCase()) && /password was changed/.test(m.subject));
    expect(mail.text).toContain(`Hello ${body.name},`);
    expect(mail.text).not.toContain('Brand-New-Passw0rd!');
    expect(mail.text).not.toContain(body.password);
  });

  it('mails the account once when it is reset', async () => {
    const { body } = await newAccount();
    await t.http().post('/api/auth/forgot-password').send({ email: body.email }).expect(200);
    await deliver();
    const resetMail = await smtp.waitFor((m) => m.to.includes(body.email.toLowerCase()) && /Reset your/.test(m.subject));
    const link = new URL(/https?:\/\/\S+/.exec(resetMail.text)![0]);
    await t.http().post('/api/auth/reset-password').send({ token: link.searchParams.get('token'), email: body.email, password: 'Brand-New-Passw0rd!' }).expect(200);
    await deliver();
    await smtp.waitFor((m) => m.to.includes(body.email.toLowerCase()) && /password was changed/.test(m.subject));
    expect(mailsTo(body.email, /password was changed/)).toHaveLength(1);
  });

  it('mails the account once per lockout, not once per refused attempt', async () => {
    const { body } = await newAccount();
    for (let i = 0; i < 5; i++) await t.http().post('/api/auth/login').send({ username: body.username, password: 'wrong-password' });
    for (let i = 0; i < 3; i++) await t.http().post('/api/auth/login').send({ username: body.username, password: body.password }).expect(429);
    await deliver();
    const mail = await smtp.waitFor((m) => m.to.includes(body.email.toLowerCase()) && /account was locked/.test(m.subject));
    expect(mail.text).toContain('locked for 15 minutes');
    expect(mail.text).not.toContain('wrong-password');
    await deliver();
    expect(mailsTo(body.email, /account was locked/)).toHaveLength(1);
  });
});
