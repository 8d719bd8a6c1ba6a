import { AsyncLocalStorage } from 'node:async_hooks';

import type { EntityManager } from 'typeorm';

/**
 * The EntityManager of the use-case transaction the current call runs in (set by TransactionRunner).
 * Services of other modules write through it instead of taking a manager parameter, so no
 * TypeORM type crosses a module boundary and nothing can write outside the caller's transaction.
 */
const ambient = new AsyncLocalStorage<{ manager?: EntityManager }>();

export async function runInTransactionScope<T>(manager: EntityManager, work: () => Promise<T>): Promise<T> {
  const scope: { manager?: EntityManager } = { manager };
  try {
    return await ambient.run(scope, work);
  } finally {
    // A continuation that outlives the transaction (fire-and-forget) must not write through its finished manager.
    scope.manager = undefined;
  }
}

export function currentTransaction(): EntityManager | undefined {
  return ambient.getStore()?.manager;
}

/** For writes that must belong to the caller's transaction (the outbox, D10). */
export function requireTransaction(what: string): EntityManager {
  const manager = currentTransaction();
  if (!manager) throw new Error(`${what} must be called inside TransactionRunner.run(...): it writes with the caller's transaction`);
  return manager;
}
