import { JobLeaseService } from '../../src/modules/jobs';
import { JobLeaseEntity } from '../../src/modules/jobs/infrastructure/job-lease.entity';
import { createTestApp, TestApp } from '../support/test-app';

const MINUTE = 60_000;

describe('job leases: one instance runs each job per tick', () => {
  let t: TestApp;
  /** Each JobLeaseService has its own holder id, like one per app instance. */
  let instanceA: JobLeaseService;
  let instanceB: JobLeaseService;
  const newInstance = () => new JobLeaseService(t.dataSource, t.clock);

  beforeAll(async () => {
    t = await createTestApp();
    instanceA = t.app.get(JobLeaseService);
    instanceB = newInstance();
  });
  afterAll(() => t.close());

  it('gives each instance its own holder id', () => {
    expect(instanceA.holderId).not.toEqual(instanceB.holderId);
  });

  it('lets only one holder hold a lease; the holder may renew it', async () => {
    expect(await instanceA.tryAcquire('mail-dispatch', MINUTE)).toBe(true);
    expect(await instanceB.tryAcquire('mail-dispatch', MINUTE)).toBe(false);
    expect(await instanceA.tryAcquire('mail-dispatch', MINUTE)).toBe(true);
    expect(await instanceB.tryAcquire('mail-dispatch', MINUTE)).toBe(false);
    const row = await t.dataSource.getRepository(JobLeaseEntity).findOneByOrFail({ name: 'mail-dispatch' });
    expect(row.holder).toBe(instanceA.holderId);
  });

  it('keeps leases of different jobs apart', async () => {
    expect(await instanceB.tryAcquire('cleanup', MINUTE)).toBe(true);
    expect(await instanceA.tryAcquire('cleanup', MINUTE)).toBe(false);
  });

  it('lets another holder take an expired lease, and the old holder then loses it', async () => {
    expect(await instanceA.tryAcquire('expiring', MINUTE)).toBe(true);
    t.clock.advance(30_000);
    expect(await instanceB.tryAcquire('expiring', MINUTE)).toBe(false);
    t.clock.advance(32_000);
    expect(await instanceB.tryAcquire('expiring', MINUTE)).toBe(true);
    expect(await instanceA.tryAcquire('expiring', MINUTE)).toBe(false);
    const row = await t.dataSource.getRepository(JobLeaseEntity).findOneByOrFail({ name: 'expiring' });
    expect(row.holder).toBe(instanceB.holderId);
  });

  it('frees the lease on release so another instance can run the next tick', async () => {
    expect(await instanceA.tryAcquire('released', MINUTE)).toBe(true);
    await instanceB.release('released'); // not the holder: no effect
    expect(await instanceB.tryAcquire('released', MINUTE)).toBe(false);
    await instanceA.release('released');
    expect(await instanceB.tryAcquire('released', MINUTE)).toBe(true);
  });

  it('grants a brand-new lease to exactly one of many racing instances', async () => {
    const racers = [instanceA, instanceB, newInstance(), newInstance(), newInstance()];
    const results = await Promise.all(racers.map((racer) => racer.tryAcquire('race', MINUTE)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('runs exclusive work on one instance only and releases afterwards', async () => {
    let runs = 0;
    let releaseWork: () => void = () => undefined;
    const slow = instanceA.runExclusive('exclusive', MINUTE, async () => {
      runs += 1;
      await new Promise<void>((resolve) => (releaseWork = resolve));
      return 'A';
    });
    // Let A take the lease before B tries.
    while (runs === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await instanceB.runExclusive('exclusive', MINUTE, async () => ++runs)).toBeUndefined();
    releaseWork();
    expect(await slow).toBe('A');
    expect(runs).toBe(1);
    expect(await instanceB.runExclusive('exclusive', MINUTE, async () => 'B')).toBe('B');
  });

  it('releases the lease even when the work throws', async () => {
    await expect(instanceA.runExclusive('throws', MINUTE, async () => Promise.reject(new Error('job broke')))).rejects.toThrow('job broke');
    expect(await instanceB.tryAcquire('throws', MINUTE)).toBe(true);
  });
});
