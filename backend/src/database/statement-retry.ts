import { setTimeout as sleep } from 'node:timers/promises';

import type { DataSource, QueryRunner } from 'typeorm';

import { rootLogger } from '../common/logging/logger';
import { conflictBackoffMs, isRetryableTransactionError, MAX_CONFLICT_TRIES } from './transient-errors';

const PATCHED = Symbol('statementRetry');

/**
 * Issue 20: a statement outside a transaction (autocommit: the rate-limit upsert, the login-attempt UPDATEs,
 * any single-statement write) that loses a Galera certification conflict or an InnoDB deadlock was rolled back
 * whole, so it is sent again, with the same jittered back-off as TransactionRunner. Statements inside a
 * transaction are left alone: there the whole transaction has to be retried, which TransactionRunner does.
 * Installed on MySQL/MariaDB only, on every query runner the driver hands out.
 */
export function installStatementRetry(dataSource: DataSource): void {
  const driver = dataSource.driver as { createQueryRunner: (mode: 'master' | 'slave') => QueryRunner; [PATCHED]?: true };
  if (driver[PATCHED]) return;
  driver[PATCHED] = true;
  const createQueryRunner = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode) => {
    const runner = createQueryRunner(mode);
    const query = runner.query.bind(runner);
    runner.query = (async (sql: string, parameters?: unknown[], structured?: boolean) => {
      for (let tries = 1; ; tries++) {
        try {
          return await query(sql, parameters, structured as never);
        } catch (error) {
          if (runner.isTransactionActive || tries >= MAX_CONFLICT_TRIES || !isRetryableTransactionError(error)) throw error;
          rootLogger().warn({ tries, code: (error as { code?: string }).code }, 'statement rolled back by the database; sending it again');
          await sleep(conflictBackoffMs(tries));
        }
      }
    }) as QueryRunner['query'];
    return runner;
  };
}
