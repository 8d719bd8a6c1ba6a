import { JobLeaseEntity } from '../../src/modules/jobs/infrastructure/job-lease.entity';
import { JobsScheduler } from '../../src/modules/jobs/application/jobs.scheduler';
import { slotStartOf } from '../../src/modules/jobs/domain/schedule-slot';
import { IdentityCleanupService } from '../../src/modules/identity';
import { MailDispatcherService } from '../../src/modules/mail';
import { FakeClock } from '../support/fake-clock';
import { createTestApp, TestApp } from '../support/test-app';

const PERIOD_MS = 2000;
const HOUR = 60 * 60_000;
const JOBS_ON = { JOBS_ENABLED: 'true', MAIL_DISPATCH_INTERVAL_MS: String(PERIOD_MS) };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 15, "each job once per period": two instances of the app on one database, jobs enabled on both (their
 * own timers keep ticking), one frozen clock moved by the test. Every slot of every job runs on exactly one.
 */
describe('scheduled jobs run once per period across instances (issue 15)', () => {
  const clock = new FakeClock();
  let a: TestApp;
  let b: TestApp;
  /** Slot (ISO) of every run of a job, across both instances. */
  const runs: Record<'dispatch' | 'cleanup', string[]> = { dispatch: [], cleanup: [] };

  function countRuns(t: TestApp): void {
    const dispatcher = t.app.get(MailDispatcherService);
    const dispatch = dispatcher.dispatchDue.bind(dispatcher);
    jest.spyOn(dispatcher, 'dispatchDue').mockImplementation((...args) => {
      runs.dispatch.push(slotStartOf(clock.now(), PERIOD_MS).toISOString());
      return dispatch(...args);
    });
    const cleanup = t.app.get(IdentityCleanupService);
    const removeExpired = cleanup.removeExpired.bind(cleanup);
    jest.spyOn(cleanup, 'removeExpired').mockImplementation(() => {
      runs.cleanup.push(slotStartOf(clock.now(), HOUR).toISOString());
      return removeExpired();
    });
  }

  const job = (t: TestApp, name: string) => t.app.get(JobsScheduler).jobs().find((candidate) => candidate.name === name)!;
  /** Both instances tick, one after the other (timers a little apart) and then at the same moment. */
  async function tickBoth(name: string): Promise<void> {
    await a.app.get(JobsScheduler).tick(job(a, name));
    await b.app.get(JobsScheduler).tick(job(b, name));
    await Promise.all([a.app.get(JobsScheduler).tick(job(a, name)), b.app.get(JobsScheduler).tick(job(b, name))]);
  }
  const perSlot = (slots: string[]) => slots.reduce<Record<string, number>>((counts, slot) => ({ ...counts, [slot]: (counts[slot] ?? 0) + 1 }), {});

  beforeAll(async () => {
    clock.freeze(new Date('2031-03-03T10:00:00.500Z'));
    a = await createTestApp(JOBS_ON, { clock });
    b = await createTestApp(JOBS_ON, { clock, database: a.database });
    // Let the start-up ticks of both instances settle before counting.
    const leases = a.dataSource.getRepository(JobLeaseEntity);
    for (let waited = 0; waited < 10_000; waited += 100) {
      const rows = await leases.find();
      if (rows.length >= a.app.get(JobsScheduler).jobs().length && rows.every((row) => row.finishedAt)) break;
      await sleep(100);
    }
    countRuns(a);
    countRuns(b);
  }, 60_000);
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('runs the 2-second dispatcher once per slot over six periods, and the hourly cleanup not again within its hour', async () => {
    for (let period = 1; period <= 6; period++) {
      clock.advance(PERIOD_MS);
      await tickBoth('mail-dispatch');
      await tickBoth('cleanup');
    }
    expect(Object.values(perSlot(runs.dispatch))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(runs.cleanup).toEqual([]);
  }, 30_000);

  it("lets the instances' own timers tick without running a slot again", async () => {
    const before = runs.dispatch.length;
    await sleep(PERIOD_MS + 500); // each instance's timer fires at least once in the frozen slot
    expect(runs.dispatch).toHaveLength(before);
  }, 10_000);

  it('runs a slot missed while every instance was down once, when one returns', async () => {
    runs.dispatch.length = 0;
    clock.advance(10 * PERIOD_MS);
    await tickBoth('mail-dispatch');
    expect(runs.dispatch).toEqual([slotStartOf(clock.now(), PERIOD_MS).toISOString()]);
  });

  it('runs the next hour of the cleanup on one instance only', async () => {
    clock.advance(HOUR);
    await tickBoth('cleanup');
    await tickBoth('cleanup');
    expect(runs.cleanup).toEqual([slotStartOf(clock.now(), HOUR).toISOString()]);
  });
});
