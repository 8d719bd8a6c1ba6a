import type { DataSource, EntityManager } from 'typeorm';

import { currentTransaction } from './ambient-transaction';

/**
 * The base of every repository: each statement joins the use case's transaction when one is running
 * (TransactionRunner makes it ambient) and otherwise uses the pool, so application services never hold
 * an EntityManager and a write can never escape the transaction it belongs to.
 */
export abstract class AmbientRepository {
  protected constructor(protected readonly dataSource: DataSource) {}

  protected get manager(): EntityManager {
    return currentTransaction() ?? this.dataSource.manager;
  }
}
