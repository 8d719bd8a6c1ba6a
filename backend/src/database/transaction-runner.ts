import { setTimeout as sleep } from 'node:timers/promises';

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

import { rootLogger } from '../common/logging/logger';
import { currentTransaction, runInTransactionScope } from './ambient-transaction';
import { installSqliteGate } from './sqlite-gate';
import { isRetryableTransactionError } from './transient-errors';

export const MAX_TRANSACTION_TRIES = 3;

/** 20–60 ms, then 40–120 ms: spread so the transactions that collided do not collide again. */
function backoffMs(failedTries: number): number {
  const base = 20 * 2 ** (failedTries - 1);
  return base + Math.random() * 2 * base;
}

/**
 * Runs use-case transactions and makes the current one ambient (see ambient-transaction.ts); a call
 * inside a running transaction joins it. On MySQL/MariaDB a deadlock or lock-wait timeout retries
 * the whole use case (at most three tries): InnoDB picked it as the victim and rolled it back, so
 * `work` must only have side effects in the database. On SQLite the gate (sqlite-gate.ts) keeps
 * every other statement out of an open transaction.
 */
@Injectable()
export class TransactionRunner {
  private readonly isMysql: boolean;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    const type = dataSource.options.type;
    this.isMysql = type === 'mysql' || type === 'mariadb';
    if (!this.isMysql) installSqliteGate(dataSource);
  }

  async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const joined = currentTransaction();
    if (joined) return work(joined);
    for (let tries = 1; ; tries++) {
      try {
        return await this.dataSource.transaction((manager) => runInTransactionScope(manager, () => work(manager)));
      } catch (error) {
        if (!this.isMysql || tries >= MAX_TRANSACTION_TRIES || !isRetryableTransactionError(error)) throw error;
        rootLogger().warn({ tries, code: (error as { code?: string }).code }, 'transaction rolled back by the database; trying again');
        await sleep(backoffMs(tries));
      }
    }
  }
}
