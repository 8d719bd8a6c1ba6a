import { expertiseLabels } from '../../src/contracts';
import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { preListedConsultant, signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { applicant, auditRows, mailsTo, parseCsv } from './admin-support';

const LIST = '/api/admin/consultant-applications';

/** Issue 10 item 1: the application queue, approve and reject (spec 001 §4), and the admin consultant lists. */
describe('admin: consultant applications and consultant lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000', FORM_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const directoryIds = async () => ((await t.http().get('/api/consultants?pageSize=100').expect(200)).body.data as Array<{ id: number }>).map((entry) => entry.id);

  it('lists a pending application in the application shape of 001 §3, paged', async () => {
    const admin = await signInAsAdmin(t);
    const person = await applicant(t, { name: 'Amara Osei', organisation: 'Osei Advisory', website: 'https://osei.example' });
    const res = await admin.get(`${LIST}?pageSize=200`).expect(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 200 });
    expect(res.body.total).toBeGreaterThanOrEqual(1);
    const entry = res.body.data.find((row: { id: number }) => row.id === person.consultantId);
    expect(entry).toEqual({
      id: person.consultantId,
      user: { name: 'Amara Osei', email: person.email, phone: '07700 900000', organisation: 'Osei Advisory', website: 'https://osei.example', bio: expect.any(String), createdAt: expect.any(String) },
      yearsExperience: 18,
      expertise: ['finance', 'governance'],
      linkedin: 'https://linkedin.com/in/tom',
      availability: true,
      profileSummary: null,
      previousExperience: null,
    });
    const firstPage = await admin.get(`${LIST}?pageSize=1`).expect(200);
    expect(firstPage.body.data).toHaveLength(1);
    await admin.get(`${LIST}?pageSize=500`).expect(400);
  });

  it('approve makes the consultant public, mails them, writes an audit row; a second review answers 409', async () => {
    const admin = await signInAsAdmin(t);
    const person = await applicant(t, { organisation: 'Zephyrine Advisory' });
    expect(await directoryIds()).not.toContain(person.consultantId);

    const res = await admin.post(`${LIST}/${person.consultantId}/approve`).expect(200);
    expect(res.body).toEqual({ message: 'Application Approved' });
    expect(await directoryIds()).toContain(person.consultantId);
    await t.http().get(`/api/consultants/${person.consultantId}`).expect(200);
    // The directory's full-text search and expertise filter find the newly approved consultant.
    const found = (await t.http().get('/api/consultants?search=zephyrine&expertise=governance').expect(200)).body.data as Array<{ id: number }>;
    expect(found.map((entry) => entry.id)).toEqual([person.consultantId]);
    expect(await mailsTo(t, person.email, 'applicationApproved')).toHaveLength(1);
    const audit = (await auditRows(t, 'consultant_application_approved')).filter((row) => row.subjectId === person.consultantId);
    expect(audit).toEqual([expect.objectContaining({ subjectType: 'consultant', subjectUserId: person.userId, actorUserId: expect.any(Number), ipAddress: expect.any(String) })]);

    const queue = (await admin.get(`${LIST}?pageSize=200`).expect(200)).body.data as Array<{ id: number }>;
    expect(queue.map((row) => row.id)).not.toContain(person.consultantId);
    await admin.post(`${LIST}/${person.consultantId}/approve`).expect(409);
    await admin.post(`${LIST}/${person.consultantId}/reject`).send({}).expect(409);
  });

  it('reject keeps the account, takes it off the queue and out of the directory, sends a kind mail; 409 afterwards', async () => {
    const admin = await signInAsAdmin(t);
    const person = await applicant(t);
    const res = await admin.post(`${LIST}/${person.consultantId}/reject`).send({ reason: 'Not enough charity experience yet' }).expect(200);
    expect(res.body).toEqual({ message: 'Application Rejected' });

    const queue = (await admin.get(`${LIST}?pageSize=200`).expect(200)).body.data as Array<{ id: number }>;
    expect(queue.map((row) => row.id)).not.toContain(person.consultantId);
    expect(await directoryIds()).not.toContain(person.consultantId);
    await t.http().get(`/api/consultants/${person.consultantId}`).expect(404);
    expect(await t.dataSource.getRepository(ConsultantEntity).findOneByOrFail({ id: person.consultantId })).toMatchObject({ isApproved: false });
    const [mail] = await mailsTo(t, person.email, 'applicationRejected');
    expect(mail.textBody).not.toContain('Not enough charity experience');
    expect((await auditRows(t, 'consultant_application_rejected')).some((row) => row.subjectId === person.consultantId)).toBe(true);

    await admin.post(`${LIST}/${person.consultantId}/approve`).expect(409);
    await admin.post(`${LIST}/${person.consultantId}/reject`).expect(409);
    expect(await directoryIds()).not.toContain(person.consultantId);
  });

  it('answers 404 for an unknown application and 400 for an over-long reason', async () => {
    const admin = await signInAsAdmin(t);
    await admin.post(`${LIST}/999999/approve`).expect(404);
    const person = await applicant(t);
    const res = await admin.post(`${LIST}/${person.consultantId}/reject`).send({ reason: 'x'.repeat(1001) }).expect(400);
    expect(res.body.errors).toEqual({ reason: 'The reason can be at most 1000 characters' });
  });

  it('exports the queue as CSV with quoting and neutralised formula cells', async () => {
    const admin = await signInAsAdmin(t);
    await applicant(t, { name: 'Quote "Tester", Jr', organisation: '=HYPERLINK("http://evil.example","x")' });
    const res = await admin.get(`${LIST}?format=csv`).expect(200).expect('Content-Type', /text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="consultant-applications-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.text).toContain('"Quote ""Tester"", Jr"');
    const rows = parseCsv(res.text);
    expect(rows[0].slice(0, 5)).toEqual(['Id', 'Name', 'Email', 'Phone', 'Organisation']);
    const row = rows.find((cells) => cells[1] === 'Quote "Tester", Jr');
    expect(row?.[4]).toBe('\'=HYPERLINK("http://evil.example","x")');
  });

  it('lists registered consultants (every account) and pre-listed consultants still onboarding', async () => {
    const admin = await signInAsAdmin(t);
    const person = await applicant(t);
    const body = preListedConsultant();
    const created = await admin.post('/api/admin/create-pre-listed-consultant').send(body).expect(201);

    const registered = (await admin.get('/api/admin/registered-consultants?pageSize=200').expect(200)).body;
    const ids = registered.data.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([person.consultantId, created.body.consultantId]));
    expect(registered.data.find((row: { id: number }) => row.id === created.body.consultantId)).toEqual({
      id: created.body.consultantId,
      userId: expect.any(Number),
      name: body.name,
      email: body.email,
      username: body.username,
      organisation: body.organisation,
      isApproved: true,
      mustChangePassword: true,
      hasAcceptedTerms: false,
      yearsExperience: body.yearsExperience,
      expertise: body.expertise,
      createdAt: expect.any(String),
    });
    // Spec 001 §3's second shape: experience and expertise, which Manage Existing Consultants shows.
    expect(registered.data.find((row: { id: number }) => row.id === person.consultantId)).toMatchObject({ yearsExperience: 18, expertise: ['finance', 'governance'] });
    expect(JSON.stringify(registered)).not.toMatch(/"password"|temporaryPassword|passwordHash/i);

    // Spec 001 §7: a list; the paging rides in headers.
    const preListedResponse = await admin.get('/api/admin/pre-listed-consultants?pageSize=200').expect(200);
    const preListed = preListedResponse.body;
    expect(preListedResponse.headers).toMatchObject({ 'x-page': '1', 'x-page-size': '200', 'x-total-count': String(preListed.length) });
    expect(preListed).toContainEqual({ id: created.body.consultantId, name: body.name, email: body.email, expertise: body.expertise, requiresPasswordChange: true, hasAcceptedTerms: false });
    expect(preListed.map((row: { id: number }) => row.id)).not.toContain(person.consultantId);

    const csv = await admin.get('/api/admin/registered-consultants?format=csv').expect(200).expect('Content-Type', /text\/csv/);
    expect(parseCsv(csv.text)[0]).toEqual(['Id', 'Name', 'Email', 'Username', 'Organisation', 'Approved', 'Must change password', 'Terms accepted', 'Years of experience', 'Expertise', 'Registered at']);
    // Words, not keys (issue 16): the expertise as the screens name it.
    const createdRow = parseCsv(csv.text).find((row) => row[0] === String(created.body.consultantId))!;
    expect(createdRow[9]).toBe(expertiseLabels(body.expertise));
    expect(body.expertise.every((key: string) => !createdRow[9].split('; ').includes(key))).toBe(true);
  });
});
