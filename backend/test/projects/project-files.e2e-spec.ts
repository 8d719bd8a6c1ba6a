import { AuditLogEntity } from '../../src/modules/audit/infrastructure/audit-log.entity';
import { ProjectFileContentEntity, ProjectFileEntity } from '../../src/modules/projects/infrastructure/project-file.entity';
import { PROJECT_MESSAGES, UPLOAD_MESSAGES } from '../../src/contracts';
import { countStatements } from '../support/dashboard-accounts';
import { insertProject } from '../support/seeding';
import { createTestApp, TestApp } from '../support/test-app';
import { ProjectCast, projectCast } from './project-team';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer\n%%EOF\n');
const CSV = Buffer.from('name,amount\nFood,12\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

describe('project documents (issue 9, D16)', () => {
  let t: TestApp;
  let cast: ProjectCast;
  let projectId: number;

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    cast = await projectCast(t);
    projectId = await insertProject(t, { charityId: cast.owner.charityId, consultantId: cast.consultant.consultantId, status: 'in_progress' });
  });
  afterAll(() => t.close());

  const upload = (agent: Pick<ProjectCast['admin'], 'post'> | ReturnType<TestApp['http']>, id: number, content: Buffer, filename: string) => agent.post(`/api/projects/${id}/files`).attach('file', content, { filename, contentType: 'application/octet-stream' });

  it('takes an upload from either side, sniffs its type and records it in the history', async () => {
    const res = await upload(cast.owner.agent, projectId, PDF, 'Board pack.pdf').expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      projectId,
      fileName: 'Board pack.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      uploadedBy: { id: cast.owner.userId, name: 'Priya Shah' },
      createdAt: expect.any(String),
    });
    const csv = await upload(cast.consultant.agent, projectId, CSV, '../../budget.csv').expect(201);
    expect(csv.body).toMatchObject({ fileName: 'budget.csv', contentType: 'text/csv; charset=utf-8' });

    const detail = await cast.owner.agent.get(`/api/projects/${projectId}`).expect(200);
    expect(detail.body.history.filter((h: { event: string }) => h.event === 'file_uploaded').map((h: { detail: string }) => h.detail)).toEqual(['Board pack.pdf', 'budget.csv']);
  });

  it("audits an admin's upload to a project they take no part in, and no participant's", async () => {
    const own = await insertProject(t, { charityId: cast.owner.charityId, consultantId: cast.consultant.consultantId, status: 'in_progress' });
    const audits = () => t.dataSource.getRepository(AuditLogEntity).findBy({ action: 'project_file_uploaded', subjectId: own });
    await upload(cast.owner.agent, own, PDF, 'owner-notes.pdf').expect(201);
    await upload(cast.consultant.agent, own, CSV, 'consultant-notes.csv').expect(201);
    expect(await audits()).toHaveLength(0);

    const res = await upload(cast.admin, own, PDF, 'admin-notes.pdf').expect(201);
    const rows = await audits();
    expect(rows).toHaveLength(1);
    expect(rows.at(-1)).toMatchObject({ subjectType: 'project', subjectUserId: cast.owner.userId, actorUserId: expect.any(Number), ipAddress: expect.any(String) });
    expect(JSON.parse(rows.at(-1)!.details ?? '{}')).toEqual({ fileId: res.body.id, fileName: 'admin-notes.pdf' });
  });

  it('lists files newest first without reading their bytes, in at most three statements', async () => {
    const list = await cast.consultant.agent.get(`/api/projects/${projectId}/files`).expect(200);
    expect(list.body.map((f: { fileName: string }) => f.fileName)).toEqual(['budget.csv', 'Board pack.pdf']);
    const statements = await countStatements(t, () => cast.consultant.agent.get(`/api/projects/${projectId}/files`).expect(200));
    expect(statements.length).toBeLessThanOrEqual(3);
    expect(statements.some((sql) => /project_file_contents|content/i.test(sql.replace(/contentType/g, '')))).toBe(false);
  });

  it('serves a download as an attachment with the sniffed type and nosniff', async () => {
    const [file] = (await cast.owner.agent.get(`/api/projects/${projectId}/files`).expect(200)).body.filter((f: { fileName: string }) => f.fileName === 'Board pack.pdf');
    const res = await cast.consultant.agent.get(`/api/projects/${projectId}/files/${file.id}`).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Board pack.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
    await cast.admin.get(`/api/projects/${projectId}/files/${file.id}`).expect(200);
  });

  it('keeps a non-ASCII file name and offers it safely encoded', async () => {
    const res = await upload(cast.owner.agent, projectId, PDF, 'Übersicht – Plan.pdf').expect(201);
    expect(res.body.fileName).toBe('Übersicht – Plan.pdf');
    const download = await cast.owner.agent.get(`/api/projects/${projectId}/files/${res.body.id}`).expect(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="_bersicht _ Plan.pdf"; filename*=UTF-8''%C3%9Cbersicht%20%E2%80%93%20Plan.pdf`);
    await cast.owner.agent.delete(`/api/projects/${projectId}/files/${res.body.id}`).expect(200);
  });

  it('refuses a renamed executable, an unknown binary and a missing file', async () => {
    const exe = await upload(cast.owner.agent, projectId, EXE, 'invoice.pdf').expect(400);
    expect(exe.body.message).toBe(PROJECT_MESSAGES.fileTypeRefused);
    await upload(cast.owner.agent, projectId, Buffer.from([0x00, 0x01, 0x02, 0xff]), 'data.txt').expect(400);
    const none = await cast.owner.agent.post(`/api/projects/${projectId}/files`).field('note', 'no file').expect(400);
    expect(none.body.message).toBe(PROJECT_MESSAGES.fileMissing);
  });

  // Issue 15: each of these was stored as plain text (or kept its lying name) before.
  it.each([
    ['run.hta', 'plain words', UPLOAD_MESSAGES.extensionMismatch('text file', ['txt', 'csv'])],
    ['x.js', 'alert(document.cookie)', UPLOAD_MESSAGES.extensionMismatch('text file', ['txt', 'csv'])],
    ['page.html', '<html><body>hi</body></html>', UPLOAD_MESSAGES.markupInText],
    ['page.txt', '<!doctype html><script>alert(1)</script>', UPLOAD_MESSAGES.markupInText],
    ['img.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', UPLOAD_MESSAGES.markupInText],
    ['pdfpoly.html', '%PDF-1.7\n<html><script>alert(1)</script></html>', UPLOAD_MESSAGES.extensionMismatch('PDF', ['pdf'])],
    ['invoice\u202etxt.hta', 'plain words', UPLOAD_MESSAGES.extensionMismatch('text file', ['txt', 'csv'])],
  ])('refuses %s with a clear 400 and stores nothing', async (name, content, message) => {
    const before = await t.dataSource.getRepository(ProjectFileEntity).count();
    const res = await upload(cast.owner.agent, projectId, Buffer.from(content), name).expect(400);
    expect(res.body).toMatchObject({ message, errors: { file: message } });
    expect(await t.dataSource.getRepository(ProjectFileEntity).count()).toBe(before);
  });

  it('strips bidi and invisible characters from a name it accepts', async () => {
    const other = await insertProject(t, { charityId: cast.owner.charityId, consultantId: cast.consultant.consultantId, status: 'in_progress' });
    const res = await upload(cast.owner.agent, other, PDF, 'Min\u200Butes\u202E of the board.pdf').expect(201);
    expect(res.body.fileName).toBe('Minutes of the board.pdf');
  });

  it('stores a file of exactly 10 MB', async () => {
    const largest = Buffer.alloc(10 * 1024 * 1024, 0x41);
    const res = await upload(cast.consultant.agent, projectId, largest, 'largest.txt').expect(201);
    expect(res.body.sizeBytes).toBe(largest.length);
    const chunks = await t.dataSource.getRepository(ProjectFileContentEntity).find({ where: { fileId: res.body.id }, order: { chunk: 'ASC' } });
    expect(Buffer.concat(chunks.map((c) => Buffer.from(c.content))).equals(largest)).toBe(true);
    const download = await cast.owner.agent.get(`/api/projects/${projectId}/files/${res.body.id}`).expect(200);
    expect(download.text.length).toBe(largest.length);
    await cast.consultant.agent.delete(`/api/projects/${projectId}/files/${res.body.id}`).expect(200);
  });

  it('refuses files over 10 MB with 413 and a clear message', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    const res = await upload(cast.owner.agent, projectId, big, 'big.txt').expect(413);
    expect(res.body.message).toBe(PROJECT_MESSAGES.fileTooLarge);
  });

  it('keeps documents to participants and admins: 404 to outsiders, 401 anonymously', async () => {
    const [file] = (await cast.owner.agent.get(`/api/projects/${projectId}/files`).expect(200)).body;
    for (const agent of [cast.outsider.agent, cast.bystander.agent]) {
      await agent.get(`/api/projects/${projectId}/files`).expect(404);
      await agent.get(`/api/projects/${projectId}/files/${file.id}`).expect(404);
      await upload(agent, projectId, PDF, 'x.pdf').expect(404);
      await agent.delete(`/api/projects/${projectId}/files/${file.id}`).expect(404);
    }
    await t.http().get(`/api/projects/${projectId}/files`).expect(401);
    await t.http().get(`/api/projects/${projectId}/files/${file.id}`).expect(401);
    await upload(t.http(), projectId, PDF, 'x.pdf').expect(401);
    await t.http().delete(`/api/projects/${projectId}/files/${file.id}`).expect(401);
    expect(await t.dataSource.getRepository(ProjectFileEntity).countBy({ id: file.id })).toBe(1);
    // A file id of another project is not found through this one.
    const other = await insertProject(t, { charityId: cast.owner.charityId });
    await cast.owner.agent.get(`/api/projects/${other}/files/${file.id}`).expect(404);
  });

  it('lets only the uploader or an admin delete, and records the deletion', async () => {
    const mine = await upload(cast.owner.agent, projectId, PDF, 'mine.pdf').expect(201);
    const denied = await cast.consultant.agent.delete(`/api/projects/${projectId}/files/${mine.body.id}`).expect(403);
    expect(denied.body.message).toBe(PROJECT_MESSAGES.fileDeleteForbidden);
    await cast.owner.agent.delete(`/api/projects/${projectId}/files/${mine.body.id}`).expect(200);
    expect(await t.dataSource.getRepository(ProjectFileContentEntity).countBy({ fileId: mine.body.id })).toBe(0);
    await cast.owner.agent.get(`/api/projects/${projectId}/files/${mine.body.id}`).expect(404);

    const theirs = await upload(cast.consultant.agent, projectId, PDF, 'theirs.pdf').expect(201);
    await cast.admin.delete(`/api/projects/${projectId}/files/${theirs.body.id}`).expect(200);
    const audit = await t.dataSource.getRepository(AuditLogEntity).findOneByOrFail({ action: 'project_file_deleted', subjectId: projectId });
    expect(JSON.parse(audit.details ?? '{}')).toEqual({ fileId: theirs.body.id, fileName: 'theirs.pdf' });
    const detail = await cast.owner.agent.get(`/api/projects/${projectId}`).expect(200);
    expect(detail.body.history.filter((h: { event: string }) => h.event === 'file_deleted').map((h: { detail: string }) => h.detail)).toEqual(['Übersicht – Plan.pdf', 'largest.txt', 'mine.pdf', 'theirs.pdf']);
  });

  it('holds at most 50 files a project', async () => {
    const full = await insertProject(t, { charityId: cast.owner.charityId, consultantId: cast.consultant.consultantId, status: 'in_progress' });
    const rows = Array.from({ length: 50 }, (_, i) => ({ projectId: full, fileName: `f${i}.txt`, contentType: 'text/plain', sizeBytes: 1, uploadedByUserId: cast.owner.userId, createdAt: new Date() }));
    await t.dataSource.getRepository(ProjectFileEntity).insert(rows);
    const res = await upload(cast.owner.agent, full, CSV, 'one-too-many.csv').expect(409);
    expect(res.body.message).toBe(PROJECT_MESSAGES.tooManyFiles);
  });

  it('refuses non-multipart, non-JSON bodies with 415', async () => {
    await cast.owner.agent.post(`/api/projects/${projectId}/files`).set('Content-Type', 'text/plain').send('hello').expect(415);
  });
});
