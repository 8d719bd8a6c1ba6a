import { createHash, randomBytes } from 'node:crypto';

import { RateLimitCounterEntity } from '../../src/common/rate-limit/rate-limit-counter.entity';
import { IdentityCleanupService } from '../../src/modules/identity';
import { PasswordResetTokenEntity } from '../../src/modules/identity/infrastructure/password-reset-token.entity';
import { SessionEntity } from '../../src/modules/identity/infrastructure/session.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { JobsScheduler } from '../../src/modules/jobs/application/jobs.scheduler';
import { createTestApp, signIn, TEST_ADMIN, TestApp } from '../support/test-app';

const HOUR = 60 * 60_000;
/** The admin's idle timeout (DECISIONS D2: 2 hours). */
const ADMIN_IDLE = 2 * HOUR;

describe('cleanup of expired sessions and reset tokens', () => {
  let t: TestApp;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp();
    adminId = (await t.dataSource.getRepository(UserEntity).findOneByOrFail({ username: TEST_ADMIN.username })).id;
  });
  afterAll(() => t.close());

  const sessions = () => t.dataSource.getRepository(SessionEntity);
  const tokens = () => t.dataSource.getRepository(PasswordResetTokenEntity);
  const addToken = (expiresInMs: number) =>
    tokens().insert({ userId: adminId, tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'), expiresAt: new Date(t.clock.now().getTime() + expiresInMs), usedAt: null });

  it('keeps live sessions and tokens', async () => {
    const agent = await signIn(t, TEST_ADMIN.username, TEST_ADMIN.password);
    await addToken(HOUR);
    expect(await t.app.get(IdentityCleanupService).removeExpired()).toEqual({ sessions: 0, resetTokens: 0 });
    expect(await sessions().countBy({ userId: adminId })).toBe(1);
    await agent.get('/api/auth/user').expect(200);
  });

  it('deletes session rows and reset tokens once they have expired', async () => {
    const agent = t.agent();
    await agent.post('/api/auth/login').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).expect(200);
    expect(await sessions().countBy({ userId: adminId })).toBe(2);

    // Tokens last 60 minutes: the first one has expired after 90 minutes, sessions have not.
    t.clock.advance(90 * 60_000);
    await addToken(HOUR);
    expect(await t.app.get(IdentityCleanupService).removeExpired()).toEqual({ sessions: 0, resetTokens: 1 });
    expect(await tokens().count()).toBe(1);

    // Admin sessions end 2 hours after their last refresh; reading an expired one removes it at once.
    t.clock.advance(ADMIN_IDLE);
    await agent.get('/api/auth/user').expect(401);
    expect(await t.app.get(IdentityCleanupService).removeExpired()).toEqual({ sessions: 1, resetTokens: 1 });
    expect(await sessions().count()).toBe(0);
    expect(await tokens().count()).toBe(0);
  });

  it('is what the hourly cleanup job runs, together with expired rate-limit counters', async () => {
    await signIn(t, TEST_ADMIN.username, TEST_ADMIN.password);
    t.clock.advance(ADMIN_IDLE + HOUR);
    const scheduler = t.app.get(JobsScheduler);
    const cleanup = scheduler.jobs().find((job) => job.name === 'cleanup')!;
    expect(cleanup.everyMs).toBe(HOUR);
    const result = (await cleanup.run()) as { sessions: number; resetTokens: number; rateLimitCounters: number };
    expect(result).toMatchObject({ sessions: 1, resetTokens: 0 });
    // One login counter per 15-minute window in which this file signed in.
    expect(result.rateLimitCounters).toBeGreaterThanOrEqual(1);
    expect(await sessions().count()).toBe(0);
    expect(await t.dataSource.getRepository(RateLimitCounterEntity).count()).toBe(0);
  });
});
