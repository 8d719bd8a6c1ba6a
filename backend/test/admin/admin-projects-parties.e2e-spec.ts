import { countStatements, preListedConsultantSignedIn, registeredCharity } from '../support/dashboard-accounts';
import { insertProject } from '../support/seeding';
import { signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { parseCsv } from './admin-support';

/** Issue 16 "Parties everywhere": the admins' projects list and its CSV name the charity and the consultant. */
describe('admin: projects with their parties', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000', FORM_RATE_LIMIT: '1000' });
  }, 60_000);
  afterAll(() => t.close());

  it('shows the charity and, once assigned, the consultant on each row and in the CSV; only admins export', async () => {
    const charity = await registeredCharity(t, { organisation: 'Riverside Food Bank', name: 'Priya Shah' });
    const consultant = await preListedConsultantSignedIn(t);
    const projectId = await insertProject(t, { charityId: charity.charityId, title: 'Budget review', status: 'matching', expertiseRequired: ['finance'] });
    const admin = await signInAsAdmin(t);

    const before = (await admin.get('/api/projects').expect(200)).body.find((row: { id: number }) => row.id === projectId);
    expect(before).toMatchObject({ charity: { id: charity.charityId, name: 'Riverside Food Bank', contactName: 'Priya Shah', contactEmail: expect.any(String) }, consultant: null });

    await admin.post(`/api/projects/${projectId}/assign`).send({ consultantId: consultant.consultantId }).expect(200);
    let rows: Array<{ id: number; consultant: unknown }> = [];
    const statements = await countStatements(t, async () => {
      rows = (await admin.get('/api/projects').expect(200)).body;
    });
    expect(statements.length).toBeLessThanOrEqual(3);
    expect(rows.find((row) => row.id === projectId)).toMatchObject({ status: 'in_progress', consultant: { id: consultant.consultantId, name: 'Helen Marsh' } });

    const csv = await admin.get('/api/projects?format=csv&sort=title').expect(200).expect('Content-Type', /text\/csv/).expect('Content-Disposition', /filename="projects-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...lines] = parseCsv(csv.text);
    expect(header).toEqual(['Id', 'Title', 'Status', 'Charity', 'Charity contact', 'Charity email', 'Consultant', 'Expertise required', 'Start date', 'End date', 'Created at']);
    expect(lines.find((line) => line[0] === String(projectId))?.slice(1, 8)).toEqual(['Budget review', 'In Progress', 'Riverside Food Bank', 'Priya Shah', expect.any(String), 'Helen Marsh', 'Finance & Accounting']);

    // A charity's own list stays the spec's shape, and the export of every project is the team's.
    const own = (await charity.agent.get('/api/projects').expect(200)).body;
    expect(own[0]).not.toHaveProperty('consultant');
    expect((await charity.agent.get('/api/projects?format=csv').expect(403)).body.message).toBe('Only the team can export the list of every project');
    await admin.get('/api/projects?format=xml').expect(400);
  });
});
