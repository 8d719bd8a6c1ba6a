import { Writable } from 'node:stream';

import { QueryFailedError } from 'typeorm';

import { createRootLogger } from './logger';
import { redactSecrets } from './redact';

/** Issue 6, item 1.9: nothing secret in logs. */
describe('log redaction', () => {
  let output: string[];
  const logger = () =>
    createRootLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          output.push(chunk.toString());
          done();
        },
      }),
    );
  const written = () => output.join('');
  const lastLine = () => JSON.parse(output[output.length - 1]) as Record<string, unknown>;

  beforeEach(() => {
    output = [];
  });

  it('masks password, token, cookie, authorization, secret and mail-body fields at any depth', () => {
    logger().info(
      {
        user: { name: 'Ann', password: 'pw-1', profile: { settings: { newPassword: 'pw-2', resetToken: 'tok-1' } } },
        headers: { Cookie: 'cb.sid=sid-1', authorization: 'Bearer tok-2' },
        deep: [{ a: { b: { c: { d: { sessionSecret: 'sec-1', mail: { textBody: 'body-1', text: 'body-2', body: 'body-3' } } } } } }],
      },
      'nested secrets',
    );
    const text = written();
    for (const secret of ['pw-1', 'pw-2', 'tok-1', 'sid-1', 'tok-2', 'sec-1', 'body-1', 'body-2', 'body-3']) expect(text).not.toContain(secret);
    expect(lastLine()).toMatchObject({ msg: 'nested secrets', user: { name: 'Ann', password: '[redacted]' } });
  });

  it('masks secrets in child logger bindings too', () => {
    logger().child({ context: { token: 'tok-3' } }).info('child');
    expect(written()).not.toContain('tok-3');
  });

  it('logs a query error as class and code only: no SQL, parameters or driver message', () => {
    const driverError = Object.assign(new Error("Duplicate entry 'ann@example.org' for key 'emailNormalized'"), { code: 'ER_DUP_ENTRY', errno: 1062 });
    const error = new QueryFailedError('INSERT INTO `users` (`email`, `password`) VALUES (?, ?)', ['ann@example.org', 'scrypt$hash'], driverError);
    logger().error({ err: error, path: '/api/register/charity' }, 'request failed');
    logger().error(error);
    const text = written();
    for (const leak of ['ann@example.org', 'scrypt$hash', 'INSERT INTO', 'Duplicate entry']) expect(text).not.toContain(leak);
    expect(JSON.parse(output[0])).toMatchObject({ msg: 'request failed', err: { type: 'QueryFailedError', code: 'ER_DUP_ENTRY', errno: 1062 } });
  });

  it('keeps ordinary errors readable', () => {
    logger().error({ err: new TypeError('boom') }, 'failed');
    expect(lastLine()).toMatchObject({ err: { type: 'TypeError', message: 'boom' } });
  });

  it('never changes the object the caller logged', () => {
    const payload = { password: 'pw', nested: { token: 't' } };
    expect(redactSecrets(payload)).toEqual({ password: '[redacted]', nested: { token: '[redacted]' } });
    expect(payload).toEqual({ password: 'pw', nested: { token: 't' } });
  });

  it('survives cycles', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(redactSecrets(cyclic)).toEqual({ name: 'loop', self: '[circular]' });
  });
});
