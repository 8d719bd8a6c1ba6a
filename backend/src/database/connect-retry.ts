import { isDatabaseUnavailable } from '../common/http/database-unavailable';
import { rootLogger } from '../common/logging/logger';

export interface ConnectRetry {
  /** Tries in all; 0 keeps trying until the database answers. */
  attempts: number;
  retryDelayMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 15, a start that waits for its database: runs `connect` until it succeeds, again after each failure that
 * says the database cannot be reached (refused, gone, starting up), as DATABASE_CONNECT_ATTEMPTS allows. Any other
 * error (bad credentials, a failing migration) stops the start at once: waiting would not mend it.
 */
export async function retryWhileUnreachable<T>(what: string, retry: ConnectRetry, connect: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await connect();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || (retry.attempts > 0 && attempt >= retry.attempts)) throw error;
      rootLogger().warn({ attempt, retryInMs: retry.retryDelayMs, err: (error as Error)?.message }, `${what}: database unreachable, retrying`);
      await sleep(retry.retryDelayMs);
    }
  }
}
