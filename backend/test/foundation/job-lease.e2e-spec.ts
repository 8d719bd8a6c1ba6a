import { JobLeaseService } from '../../src/modules/jobs';
import { SLOT_LEASE_MS } from '../../src/modules/jobs/application/job-lease.service';
import { JobLeaseEntity } from '../../src/modules/jobs/infrastructure/job-lease.entity';
import { JobLeaseRepository } from '../../src/modules/jobs/infrastructure/job-lease.repository';
import { createTestApp, TestApp } from '../support/test-app';

const MINUTE = 60_000;

describe('job leases: one instance runs each job per tick', () => {
  let t: TestApp;
  /** Each JobLeaseService has its own holder id, like one per app instance. */
  let instanceA: JobLeaseService;
  let instanceB: JobLeaseService;
  const newInstance = () => new JobLeaseService(t.app.get(JobLeaseRepository), t.clock);

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

  describe('scheduled slots (issue 15)', () => {
    const SLOT = new Date('2031-01-01T00:00:00Z');
    const NEXT = new Date('2031-01-01T00:00:10Z');

    it('gives a slot to one instance, and starts no other slot anywhere while it runs', async () => {
      expect(await instanceA.claimSlot('slots', SLOT)).toBe(true);
      expect(await instanceB.claimSlot('slots', SLOT)).toBe(false);
      await instanceA.runSlot('slots', NEXT, async () => 'ignored'); // A still runs SLOT: not even A starts NEXT
      expect((await instanceB.runSlot('slots', SLOT, async () => 'B')).ran).toBe(false);
    });

    it('keeps the next slot waiting while a run goes on, then gives it out once', async () => {
      expect(await instanceA.claimSlot('overrun', SLOT)).toBe(true);
      expect(await instanceB.claimSlot('overrun', NEXT)).toBe(false);
      await t.app.get(JobLeaseRepository).finishSlot('overrun', instanceA.holderId, SLOT, t.clock.now());
      expect(await instanceB.claimSlot('overrun', NEXT)).toBe(true);
      expect(await instanceA.claimSlot('overrun', NEXT)).toBe(false);
      expect(await instanceA.claimSlot('overrun', SLOT)).toBe(false); // an older slot never runs after a newer one
    });

    it("takes over a slot whose runner died, once its lease ran out", async () => {
      expect(await instanceA.claimSlot('crashed', SLOT)).toBe(true); // and A never finishes
      t.clock.advance(SLOT_LEASE_MS - 5_000);
      expect(await instanceB.claimSlot('crashed', SLOT)).toBe(false);
      t.clock.advance(10_000);
      const takeover = await instanceB.runSlot('crashed', SLOT, async () => 'B');
      expect(takeover).toEqual({ ran: true, result: 'B' });
      expect(await newInstance().claimSlot('crashed', SLOT)).toBe(false);
    });

    it('marks the slot run when the work throws, so it is not repeated', async () => {
      await expect(instanceA.runSlot('throwing', SLOT, () => Promise.reject(new Error('job broke')))).rejects.toThrow('job broke');
      expect(await instanceB.claimSlot('throwing', SLOT)).toBe(false);
      expect(await instanceB.claimSlot('throwing', NEXT)).toBe(true);
    });

    it('grants a new slot to exactly one of many racing instances', async () => {
      const racers = [instanceA, instanceB, newInstance(), newInstance(), newInstance()];
      for (const slot of [SLOT, NEXT]) {
        const results = await Promise.all(racers.map(async (racer) => (await racer.runSlot('slot-race', slot, async () => 1)).ran));
        expect(results.filter(Boolean)).toHaveLength(1);
      }
    });
  });
});
