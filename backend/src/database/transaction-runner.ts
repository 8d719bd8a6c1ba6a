import { setTimeout as sleep } from 'node:timers/promises';

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

import { rootLogger } from '../common/logging/logger';
import { currentTransaction, runInTransactionScope } from './ambient-transaction';
import { installSqliteGate } from './sqlite-gate';
import { installStatementRetry } from './statement-retry';
import { conflictBackoffMs, isRetryableTransactionError, MAX_CONFLICT_TRIES } from './transient-errors';


/**
 * Runs use-case transactions and makes the current one ambient (see ambient-transaction.ts); a call
 * inside a running transaction joins it. On MySQL/MariaDB a deadlock, lock-wait timeout or Galera
 * certification conflict retries the whole use case (MAX_CONFLICT_TRIES, jittered back-off): the
 * database rolled it back, so `work` must only have side effects in the database. Statements outside
 * a transaction are retried one by one (statement-retry.ts). On SQLite the gate (sqlite-gate.ts) keeps
 * every other statement out of an open transaction.
 */
@Injectable()
export class TransactionRunner {
  private readonly isMysql: boolean;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    const type = dataSource.options.type;
    this.isMysql = type === 'mysql' || type === 'mariadb';
    if (this.isMysql) installStatementRetry(dataSource);
    else installSqliteGate(dataSource);
  }

  async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const joined = currentTransaction();
    if (joined) return work(joined);
    for (let tries = 1; ; tries++) {
      try {
        return await this.dataSource.transaction((manager) => runInTransactionScope(manager, () => work(manager)));
      } catch (error) {
        if (!this.isMysql || tries >= MAX_CONFLICT_TRIES || !isRetryableTransactionError(error)) throw error;
        rootLogger().warn({ tries, code: (error as { code?: string }).code }, 'transaction rolled back by the database; trying again');
        await sleep(conflictBackoffMs(tries));
      }
    }
  }
}
