import { countStatements } from '../support/dashboard-accounts';
import { preListedConsultant, signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { applicant } from './admin-support';

const LISTS = [
  '/api/admin/consultant-applications',
  '/api/admin/registered-consultants',
  '/api/admin/pre-listed-consultants',
  '/api/admin/consultant-credentials',
  '/api/admin/signed-terms',
  '/api/admin/introduction-requests',
  '/api/admin/mail-outbox?status=failed',
  '/api/admin/audit-log?action=temp_credentials_assigned',
];

/** ARCHITECTURE: a list request needs at most three SQL statements, the session lookup included, whatever the page holds. */
describe('admin lists: statements per request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000', FORM_RATE_LIMIT: '1000' });
    const admin = await signInAsAdmin(t);
    for (let i = 0; i < 3; i++) {
      await applicant(t);
      await admin.post('/api/admin/create-pre-listed-consultant').send(preListedConsultant()).expect(201);
    }
  });
  afterAll(() => t.close());

  it.each(LISTS)('%s', async (path) => {
    const admin = await signInAsAdmin(t);
    const statements = await countStatements(t, () => admin.get(path).expect(200));
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.length).toBeLessThanOrEqual(3);
  });
});
