import { AsyncLocalStorage } from 'node:async_hooks';

import type { DataSource, QueryRunner } from 'typeorm';

/**
 * better-sqlite3 gives TypeORM one connection and one query runner. While a transaction on it awaits
 * anything but the database, a statement of another request would run inside that transaction and
 * vanish with its rollback. The gate lets one holder at a time use the connection: a transaction
 * holds it from BEGIN to COMMIT/ROLLBACK, every other statement holds it for its own duration.
 * The holder's own async continuations (found through AsyncLocalStorage) pass straight through.
 */
export class SqliteGate {
  private readonly token = new AsyncLocalStorage<symbol>();
  private holder: symbol | null = null;
  private tail: Promise<void> = Promise.resolve();

  holds(): boolean {
    const mine = this.token.getStore();
    return mine !== undefined && mine === this.holder;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.holds()) return work();
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    const mine = Symbol('sqlite-gate-holder');
    this.holder = mine;
    try {
      return await this.token.run(mine, work);
    } finally {
      this.holder = null;
      release();
    }
  }
}

const GATED = Symbol('gated');
type Gated = { [GATED]?: true };
type Callable = (...args: unknown[]) => Promise<unknown>;

function gateQueryRunner(runner: QueryRunner & Gated, gate: SqliteGate): void {
  if (runner[GATED]) return;
  runner[GATED] = true;
  const query = runner.query.bind(runner) as Callable;
  (runner as unknown as { query: Callable }).query = (...args) => gate.run(() => query(...args));
  const startTransaction = runner.startTransaction.bind(runner);
  runner.startTransaction = (level) => {
    // Every way into a transaction below takes the gate first; anything else would mix transactions.
    if (!gate.holds()) return Promise.reject(new Error('SQLite transaction started outside the gate'));
    return startTransaction(level);
  };
}

/**
 * Hooks the gate in below every call site: the driver's query runner (each statement) and the
 * default EntityManager's entry points that open a transaction (transaction(), and save/remove,
 * which TypeORM wraps in one).
 */
export function installSqliteGate(dataSource: DataSource): SqliteGate {
  const gate = new SqliteGate();
  const driver = dataSource.driver as unknown as { createQueryRunner: (mode: string) => QueryRunner };
  const createQueryRunner = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode) => {
    const runner = createQueryRunner(mode);
    gateQueryRunner(runner, gate);
    return runner;
  };
  const manager = dataSource.manager as unknown as Record<string, Callable>;
  for (const name of ['transaction', 'save', 'remove', 'softRemove', 'recover']) {
    const original = manager[name].bind(manager);
    manager[name] = (...args) => gate.run(() => original(...args));
  }
  return gate;
}
