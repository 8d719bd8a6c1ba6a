import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/**
 * Runs use-case transactions. better-sqlite3 has one connection, so two overlapping transactions
 * would collide ("cannot start a transaction within a transaction"): on SQLite they take turns.
 * MySQL/MariaDB use pooled connections and run them in parallel.
 */
@Injectable()
export class TransactionRunner {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const type = this.dataSource.options.type;
    if (type === 'mysql' || type === 'mariadb') return this.dataSource.transaction(work);
    const next = this.queue.then(() => this.dataSource.transaction(work));
    this.queue = next.catch(() => undefined);
    return next;
  }
}
