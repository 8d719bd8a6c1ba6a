import { randomBytes } from 'node:crypto';

import type { Response } from 'supertest';

import { MessageEntity } from '../../src/modules/projects/infrastructure/message.entity';
import { ProjectFileContentEntity, ProjectFileEntity } from '../../src/modules/projects/infrastructure/project-file.entity';
import { preListedConsultantSignedIn, registeredCharity } from '../support/dashboard-accounts';
import { insertProject } from '../support/seeding';
import { charityRegistration } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const MB = 1024 * 1024;
const MESSAGES = 2000;
const FILES = 5;
const FILE_MB = 10;
const RSS_BUDGET_MB = 64;

/** Counts the body's bytes and drops them, so the test client does not hold the download in memory. */
function countBytes(res: Response, done: (error: Error | null, body: number) => void): void {
  let bytes = 0;
  res.on('data', (chunk: Buffer) => (bytes += chunk.length));
  res.on('end', () => done(null, bytes));
}

// Inserting 50 MB and exporting it takes longer than Jest's default 5 s (jest.config's project testTimeout is not applied).
jest.setTimeout(180_000);

describe('POST /api/account/export memory bound (issue 19)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  it(`exports ${MESSAGES} messages and ${FILES * FILE_MB} MB of files with RSS growing by less than ${RSS_BUDGET_MB} MB`, async () => {
    const member = await registeredCharity(t);
    const consultant = await preListedConsultantSignedIn(t);
    const projectId = await insertProject(t, { charityId: member.charityId, consultantId: consultant.consultantId, status: 'in_progress' });
    const start = Date.now() - MESSAGES * 1000;
    for (let batch = 0; batch < MESSAGES / 200; batch++) {
      await t.dataSource.manager.insert(MessageEntity, Array.from({ length: 200 }, (_, i) => ({
        projectId,
        senderId: i % 2 ? consultant.userId : member.userId,
        content: `Message ${batch * 200 + i}: ${'lorem ipsum dolor sit amet '.repeat(8)}`,
        createdAt: new Date(start + (batch * 200 + i) * 1000),
        isRead: true,
      })));
    }
    // Random bytes: documents do not compress, and the ZIP must carry all 50 MB.
    const megabyte = randomBytes(MB);
    for (let file = 0; file < FILES; file++) {
      const inserted = await t.dataSource.manager.insert(ProjectFileEntity, { projectId, fileName: `big-${file}.txt`, contentType: 'text/plain', sizeBytes: FILE_MB * MB, uploadedByUserId: member.userId, createdAt: new Date() });
      const fileId = inserted.identifiers[0].id as number;
      for (let chunk = 0; chunk < FILE_MB; chunk++) await t.dataSource.manager.insert(ProjectFileContentEntity, { fileId, chunk, content: megabyte });
    }

    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    let res: Awaited<ReturnType<typeof member.agent.post>>;
    try {
      res = await member.agent.post('/api/account/export').send({ password: charityRegistration().password }).buffer(true).parse(countBytes).expect(200);
    } finally {
      clearInterval(sampler);
    }
    const growthMb = (peak - baseline) / MB;
    // A figure for the report: `npx jest test/privacy/export-memory.e2e-spec.ts` prints it.
    // eslint-disable-next-line no-console -- the measured figure is part of what this test reports
    console.log(`export of ${MESSAGES} messages + ${FILES * FILE_MB} MB: ${((res.body as number) / MB).toFixed(1)} MB sent, RSS growth ${growthMb.toFixed(1)} MB`);
    expect(res.body as number).toBeGreaterThan(FILES * FILE_MB * MB);
    expect(growthMb).toBeLessThan(RSS_BUDGET_MB);
  });
});
