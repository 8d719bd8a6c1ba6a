import { preListedConsultant, signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { auditRows, mailsTo, parseCsv } from './admin-support';

/** Issue 10 items 2 and 4, DECISIONS D7: signed terms records carry IP and user agent; Resend queues the provider copy. */
describe('admin: signed terms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000', ADMIN_NOTIFY_EMAIL: 'team@provider.example' });
  });
  afterAll(() => t.close());

  it('lists each acceptance with IP address and user agent, resends the provider copy, audits, exports CSV', async () => {
    const admin = await signInAsAdmin(t);
    const body = preListedConsultant({ temporaryPassword: 'Temp-Passw0rd!' });
    await admin.post('/api/admin/create-pre-listed-consultant').send(body).expect(201);
    const consultant = t.agent();
    await consultant.post('/api/auth/login').send({ username: body.username, password: 'Temp-Passw0rd!' }).expect(200);
    await consultant.post('/api/auth/accept-terms').set('User-Agent', 'Mozilla/5.0 (AdminTest, "quoted")').send({ acceptTerms: true, acceptDataProcessing: true }).expect(200);

    const res = await admin.get('/api/admin/signed-terms').expect(200);
    // Spec 001 §7: an array; the paging rides in headers.
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.headers).toMatchObject({ 'x-page': '1', 'x-page-size': '50', 'x-total-count': String(res.body.length) });
    const record = res.body.find((row: { username: string }) => row.username === body.username);
    expect(record).toEqual({
      id: expect.any(Number),
      name: body.name,
      email: body.email,
      username: body.username,
      role: 'consultant',
      termsVersion: '1.0',
      termsAcceptedAt: expect.any(String),
      termsIpAddress: expect.stringMatching(/127\.0\.0\.1|::1/),
      termsUserAgent: 'Mozilla/5.0 (AdminTest, "quoted")',
    });

    const copiesBefore = (await mailsTo(t, 'team@provider.example', 'termsAcceptedProvider')).length;
    expect((await admin.post(`/api/admin/resend-terms/${record.id}`).expect(200)).body).toEqual({ message: 'Terms Email Sent' });
    const copies = await mailsTo(t, 'team@provider.example', 'termsAcceptedProvider');
    expect(copies).toHaveLength(copiesBefore + 1);
    expect(copies[copies.length - 1].textBody).toContain('Mozilla/5.0 (AdminTest');
    expect((await auditRows(t, 'terms_copy_resent')).map((row) => row.subjectId)).toContain(record.id);
    await admin.post('/api/admin/resend-terms/999999').expect(404);

    const csv = await admin.get('/api/admin/signed-terms?format=csv').expect(200).expect('Content-Type', /text\/csv/);
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual(['Id', 'Name', 'Email', 'Username', 'Role', 'Terms version', 'Accepted at', 'IP address', 'User agent']);
    expect(rows.find((cells) => cells[3] === body.username)?.[8]).toBe('Mozilla/5.0 (AdminTest, "quoted")');
    expect(rows.find((cells) => cells[3] === body.username)?.[4]).toBe('Consultant'); // a label, not the key (issue 16)
  });
});
