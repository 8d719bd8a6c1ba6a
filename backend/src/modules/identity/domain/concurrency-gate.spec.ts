import { API_MESSAGES } from '../../../contracts';
import { RetryLaterError } from '../../../kernel/domain-errors';
import { ConcurrencyGate, ConcurrencyGateBusyError } from './concurrency-gate';

describe('ConcurrencyGate', () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('runs at most `limit` tasks at once, queues `queueLength` more and refuses the rest', async () => {
    const gate = new ConcurrencyGate(2, 1);
    let running = 0;
    let peak = 0;
    const blockers = [deferred(), deferred(), deferred()];
    const task = (i: number) => async () => {
      running++;
      peak = Math.max(peak, running);
      await blockers[i].promise;
      running--;
      return i;
    };
    const first = gate.run(task(0));
    const second = gate.run(task(1));
    const queued = gate.run(task(2));
    await expect(gate.run(task(0))).rejects.toBeInstanceOf(ConcurrencyGateBusyError);
    // A domain refusal the global filter answers with 503 and Retry-After (no filter of its own).
    await expect(gate.run(task(0))).rejects.toEqual(expect.objectContaining({ message: API_MESSAGES.hashingBusy, retryAfterSeconds: 1 }));
    await expect(gate.run(task(0))).rejects.toBeInstanceOf(RetryLaterError);
    blockers.forEach((b) => b.resolve());
    expect(await Promise.all([first, second, queued])).toEqual([0, 1, 2]);
    expect(peak).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const gate = new ConcurrencyGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
