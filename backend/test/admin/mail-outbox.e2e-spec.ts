import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { auditRows } from './admin-support';

/** Issue 10 item 6, DECISIONS D10: failed mails for admins, secret-bearing bodies never shown, retry. */
describe('admin: mail outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000', FORM_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const failedMail = async (template: string, textBody: string): Promise<number> => {
    const result = await t.dataSource.getRepository(MailOutboxEntity).insert({
      template,
      toAddress: 'someone@example.org',
      subject: `Subject of ${template}`,
      textBody,
      status: 'failed',
      attempts: 8,
      nextAttemptAt: t.clock.now(),
      lastError: '550 mailbox unavailable',
    });
    return result.identifiers[0].id as number;
  };

  it('lists failed mails with recipient, template, attempts and last error; a reset link is never shown', async () => {
    const admin = await signInAsAdmin(t);
    await t.http().post('/api/auth/forgot-password').send({ email: 'admin@example.org' }).expect(200);
    const reset = await t.dataSource.getRepository(MailOutboxEntity).findOneByOrFail({ template: 'passwordReset' });
    await t.dataSource.getRepository(MailOutboxEntity).update({ id: reset.id }, { status: 'failed', attempts: 8, lastError: 'timeout' });
    const notice = await failedMail('applicationApproved', 'Hello Sarah, good news.');

    const res = await admin.get('/api/admin/mail-outbox?status=failed').expect(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(res.body.data.find((row: { id: number }) => row.id === notice)).toEqual({
      id: notice,
      toAddress: 'someone@example.org',
      template: 'applicationApproved',
      subject: 'Subject of applicationApproved',
      status: 'failed',
      attempts: 8,
      lastError: '550 mailbox unavailable',
      body: 'Hello Sarah, good news.',
      createdAt: expect.any(String),
      nextAttemptAt: expect.any(String),
      sentAt: null,
    });
    expect(res.body.data.find((row: { id: number }) => row.id === reset.id)).toMatchObject({ template: 'passwordReset', body: null });
    expect(JSON.stringify(res.body)).not.toMatch(/reset-password\?token=/);
    await admin.get('/api/admin/mail-outbox?status=lost').expect(400);
  });

  it('retries a failed mail (pending again, attempts reset, audited); anything else answers 409 or 404', async () => {
    const admin = await signInAsAdmin(t);
    const id = await failedMail('applicationApproved', 'Hello again.');
    const res = await admin.post(`/api/admin/mail-outbox/${id}/retry`).expect(200);
    expect(res.body).toMatchObject({ id, status: 'pending', attempts: 0 });
    expect(await t.dataSource.getRepository(MailOutboxEntity).findOneByOrFail({ id })).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await auditRows(t, 'mail_retried')).map((row) => row.subjectId)).toContain(id);
    await admin.post(`/api/admin/mail-outbox/${id}/retry`).expect(409);
    await admin.post('/api/admin/mail-outbox/999999/retry').expect(404);
    const pending = (await admin.get('/api/admin/mail-outbox?status=pending&pageSize=200').expect(200)).body.data as Array<{ id: number }>;
    expect(pending.map((row) => row.id)).toContain(id);
  });
});
