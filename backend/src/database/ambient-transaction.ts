import { AsyncLocalStorage } from 'node:async_hooks';

import type { EntityManager } from 'typeorm';

/**
 * The EntityManager of the use-case transaction the current call runs in (set by TransactionRunner).
 * Services of other modules write through it instead of taking a manager parameter, so no
 * TypeORM type crosses a module boundary and nothing can write outside the caller's transaction.
 */
const ambient = new AsyncLocalStorage<EntityManager>();

export function runInTransactionScope<T>(manager: EntityManager, work: () => Promise<T>): Promise<T> {
  return ambient.run(manager, work);
}

export function currentTransaction(): EntityManager | undefined {
  return ambient.getStore();
}

/** For writes that must belong to the caller's transaction (the outbox, D10). */
export function requireTransaction(what: string): EntityManager {
  const manager = ambient.getStore();
  if (!manager) throw new Error(`${what} must be called inside TransactionRunner.run(...): it writes with the caller's transaction`);
  return manager;
}
