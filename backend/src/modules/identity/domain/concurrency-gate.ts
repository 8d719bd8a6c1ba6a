import { API_MESSAGES } from '../../../contracts';
import { RetryLaterError } from '../../../kernel/domain-errors';

/** Every slot is busy and the wait queue is full: the client is told to come back (503 with Retry-After). */
export class ConcurrencyGateBusyError extends RetryLaterError {
  constructor(retryAfterSeconds: number) {
    // The gate exists for password hashing only (DECISIONS D3), hence the wording.
    super(API_MESSAGES.hashingBusy, retryAfterSeconds);
  }
}

/**
 * At most `limit` tasks at once; up to `queueLength` more wait their turn (first come, first served),
 * anything beyond that is refused at once rather than piling up behind the CPU.
 */
export class ConcurrencyGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly limit: number,
    readonly queueLength: number,
    private readonly retryAfterSeconds = 1,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queueLength) return Promise.reject(new ConcurrencyGateBusyError(this.retryAfterSeconds));
    // The slot passes straight to the waiter: `active` stays the same.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }
}
