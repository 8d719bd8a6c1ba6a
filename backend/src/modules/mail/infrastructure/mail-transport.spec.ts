import type { MailerService } from '@nestjs-modules/mailer';

import { rootLogger } from '../../../common/logging/logger';
import type { AppConfig } from '../../../config/app-config';
import { MailTransport } from './mail-transport';
import { isSmtpUnreachable } from './smtp-failure';
import { smtpTransportOptions } from './smtp-options';

const mail = { to: 'sam@example.org', subject: 'Reset your password', text: 'Open https://app.example/reset-password?token=abc', messageId: '<outbox-1.0@app.example>' };

describe('mail transport without SMTP_URL (issue 6 section 6)', () => {
  const logged = () => jest.spyOn(rootLogger(), 'info').mockImplementation(() => undefined);
  afterEach(() => jest.restoreAllMocks());

  it('writes the whole text to the log in development, so a reset link can be followed', async () => {
    const info = logged();
    await new MailTransport({ isProduction: false } as AppConfig, {} as MailerService).send(mail);
    const [fields, message] = info.mock.calls[0] as unknown as [unknown, string];
    expect(fields).toEqual({ mail: { to: mail.to, subject: mail.subject } });
    expect(message).toContain(mail.text);
  });

  it('logs only recipient and subject in production', async () => {
    const info = logged();
    await new MailTransport({ isProduction: true } as AppConfig, {} as MailerService).send(mail);
    expect(JSON.stringify(info.mock.calls)).not.toContain('token=abc');
    expect(info.mock.calls[0][0]).toEqual({ mail: { to: mail.to, subject: mail.subject } });
  });
});

describe('isSmtpUnreachable (issue 6 item 2.3)', () => {
  it.each([
    [{ code: 'ESOCKET', errno: -111 }, true],
    [{ code: 'ECONNECTION' }, true],
    [{ code: 'ETIMEDOUT' }, true],
    [{ code: 'EDNS' }, true],
    [{ code: 'EENVELOPE', responseCode: 550 }, false],
    [{ code: 'EMESSAGE', responseCode: 451 }, false],
    [{ code: 'ECONNECTION', responseCode: 421 }, false],
    [new Error('something else'), false],
  ])('%j → %s', (error, unreachable) => {
    expect(isSmtpUnreachable(error)).toBe(unreachable);
  });
});

describe('smtpTransportOptions (issue 15)', () => {
  const mail = { smtpPoolSize: 5, batchSize: 50, smtpTimeoutMs: 10_000 };

  it('pools connections and bounds every wait by SMTP_TIMEOUT_MS', () => {
    expect(smtpTransportOptions('smtp://user:p%40ss@mail.example:2525', mail)).toEqual({
      pool: true,
      maxConnections: 5,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 10_000,
      secure: false,
      host: 'mail.example',
      port: 2525,
      auth: { user: 'user', pass: 'p@ss' },
    });
  });

  it("lets the URL's own options win", () => {
    expect(smtpTransportOptions('smtps://mail.example?pool=false&maxConnections=2', mail)).toMatchObject({ pool: false, maxConnections: 2, secure: true });
  });
});
